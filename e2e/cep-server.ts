/**
 * A small real HTTP server that answers like ViaCEP (/ws/{cep}/json/) and BrasilAPI
 * (/api/cep/v1/{cep}) from fixtures, so the browser tests never leave the machine.
 * GET /__requests?cep=… lists the paths asked for that CEP, for tests that check who was called.
 */
import { createServer, type ServerResponse } from "node:http";

type Fixture =
  | { kind: "json"; status: number; body: unknown; delayMs?: number }
  | { kind: "text"; status: number; body: string }
  | { kind: "hang" };

const found = (cep: string, logradouro: string, bairro: string, localidade: string, uf: string): Fixture => ({
  kind: "json",
  status: 200,
  body: { cep, logradouro, complemento: "", bairro, localidade, uf, ibge: "2611606", ddd: "81" },
});

function slow(fixture: Fixture, delayMs: number): Fixture {
  return fixture.kind === "json" ? { ...fixture, delayMs } : fixture;
}

/** The CEPs the tests use, each for one situation. */
export const viaCep: Record<string, Fixture> = {
  "50030170": found("50030-170", "Rua do Bom Jesus", "Recife", "Recife", "PE"),
  "51020000": found("51020-000", "Avenida Boa Viagem", "Boa Viagem", "Recife", "PE"),
  "53020140": found("53020-140", "Rua do Amparo", "Amparo", "Olinda", "PE"),
  "01001000": found("01001-000", "Praça da Sé", "Sé", "São Paulo", "SP"),
  "56800000": found("56800-000", "", "", "Afogados da Ingazeira", "PE"),
  "99999999": { kind: "json", status: 200, body: { erro: true } },
  "99999998": { kind: "json", status: 200, body: { erro: "true" } },
  "40000000": { kind: "json", status: 400, body: { erro: "CEP inválido" } },
  "50000500": { kind: "text", status: 500, body: "Internal Server Error" },
  "50000501": { kind: "text", status: 503, body: "Service Unavailable" },
  "50000502": { kind: "text", status: 200, body: "<html>manutenção</html>" },
  "50000504": { kind: "hang" },
  "52000001": slow(found("52000-001", "Rua Demorada", "Espinheiro", "Recife", "PE"), 1_500),
};

export const brasilApi: Record<string, Fixture> = {
  "50000501": {
    kind: "json",
    status: 200,
    body: {
      cep: "50000501",
      state: "PE",
      city: "Recife",
      neighborhood: "Santo Antônio",
      street: "Rua da Reserva",
      service: "fake",
    },
  },
  "50000500": { kind: "text", status: 500, body: "Internal Server Error" },
  // ViaCEP broken or silent, and the fallback down too: nobody could say whether the CEP exists.
  "50000502": { kind: "text", status: 502, body: "Bad Gateway" },
  "50000504": { kind: "text", status: 503, body: "Service Unavailable" },
};

const brasilApiNotFound: Fixture = {
  kind: "json",
  status: 404,
  body: { name: "CepPromiseError", message: "Todos os serviços de CEP retornaram erro.", type: "service_error" },
};

const requests = new Map<string, string[]>();

function send(res: ServerResponse, fixture: Fixture): void {
  if (fixture.kind === "hang") return;
  const write = () => {
    res.writeHead(fixture.status, {
      "Content-Type": fixture.kind === "json" ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "Access-Control-Allow-Origin": "*",
    });
    res.end(fixture.kind === "json" ? JSON.stringify(fixture.body) : fixture.body);
  };
  if (fixture.kind === "json" && fixture.delayMs) setTimeout(write, fixture.delayMs);
  else write();
}

const port = Number(process.env.CEP_FAKE_PORT ?? 4211);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/health") {
    res.writeHead(200).end("ok");
    return;
  }
  if (url.pathname === "/__requests") {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(requests.get(url.searchParams.get("cep") ?? "") ?? []));
    return;
  }
  const viaCepMatch = /^\/ws\/(\d+)\/json\/?$/.exec(url.pathname);
  const brasilApiMatch = /^\/api\/cep\/v1\/(\d+)$/.exec(url.pathname);
  const cep = viaCepMatch?.[1] ?? brasilApiMatch?.[1];
  if (!cep) {
    res.writeHead(404, { "Access-Control-Allow-Origin": "*" }).end();
    return;
  }
  requests.set(cep, [...(requests.get(cep) ?? []), url.pathname]);
  if (viaCepMatch) send(res, viaCep[cep] ?? { kind: "json", status: 200, body: { erro: true } });
  else send(res, brasilApi[cep] ?? brasilApiNotFound);
});

server.listen(port, "127.0.0.1", () => console.log(`fake CEP services on http://127.0.0.1:${port}`));
