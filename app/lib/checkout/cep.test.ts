import { describe, expect, it } from "vitest";

import { cepDigits, maskCep } from "~/lib/orders";

import { brasilApiProvider, CepLookup, type CepLookupDeps, lookupCep, parseViaCepAnswer, viaCepProvider } from "./cep";

const viaCepBody = {
  cep: "50030-170",
  logradouro: "Rua do Bom Jesus",
  bairro: "Recife",
  localidade: "Recife",
  uf: "PE",
};
const address = { cep: "50030170", rua: "Rua do Bom Jesus", bairro: "Recife", cidade: "Recife", uf: "PE" };

type Route = (url: string) => Promise<Response>;

/** A stand-in for the network (not our code): answers by URL and records what was asked. */
function fakeNetwork(route: Route) {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input);
    asked.push(url);
    return new Promise((resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      route(url).then(resolve, reject);
    });
  };
  return { asked, fetch };
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function deps(route: Route, extra: Partial<CepLookupDeps> = {}) {
  const network = fakeNetwork(route);
  return {
    network,
    deps: {
      fetch: network.fetch,
      providers: [viaCepProvider("https://via.test/"), brasilApiProvider("https://brasil.test")],
      ...extra,
    },
  };
}

describe("CEP input", () => {
  it("keeps digits only, at most eight, and masks them", () => {
    expect(cepDigits("50.030-170 ")).toBe("50030170");
    expect(cepDigits("500301701234")).toBe("50030170");
    expect(maskCep("50030170")).toBe("50030-170");
    expect(maskCep("500301")).toBe("50030-1");
    expect(maskCep("5003")).toBe("5003");
  });
});

describe("ViaCEP answers", () => {
  it("maps a found address", () => {
    expect(parseViaCepAnswer(viaCepBody, "50030170")).toEqual({ status: "found", address });
  });

  it("reads erro as true or as the string 'true'", () => {
    expect(parseViaCepAnswer({ erro: true }, "1")).toEqual({ status: "not-found" });
    expect(parseViaCepAnswer({ erro: "true" }, "1")).toEqual({ status: "not-found" });
  });

  it("treats garbage as the service being unavailable", () => {
    expect(parseViaCepAnswer("<html>", "1").status).toBe("unavailable");
    expect(parseViaCepAnswer({ ...viaCepBody, uf: "Pernambuco" }, "1").status).toBe("unavailable");
    expect(parseViaCepAnswer({ ...viaCepBody, uf: "XX" }, "1").status).toBe("unavailable");
    expect(parseViaCepAnswer({ erro: false }, "1").status).toBe("unavailable");
  });
});

describe("lookupCep", () => {
  it("asks ViaCEP at /ws/{cep}/json/ and stops there when it answers", async () => {
    const { deps: d, network } = deps(() => json(viaCepBody));
    expect(await lookupCep("50030170", d)).toEqual({ status: "found", address });
    expect(network.asked).toEqual(["https://via.test/ws/50030170/json/"]);
  });

  it("does not ask BrasilAPI when ViaCEP says the CEP does not exist", async () => {
    for (const answer of [() => json({ erro: true }), () => json({ erro: "true" }), () => json({}, 400)]) {
      const { deps: d, network } = deps(answer);
      expect(await lookupCep("99999999", d)).toEqual({ status: "not-found" });
      expect(network.asked).toHaveLength(1);
    }
  });

  it("falls back to BrasilAPI when ViaCEP fails with 5xx, and maps its answer", async () => {
    const { deps: d, network } = deps((url) =>
      url.startsWith("https://via.test")
        ? Promise.resolve(new Response("down", { status: 503 }))
        : json({ cep: "50030170", state: "PE", city: "Recife", neighborhood: "Recife", street: "Rua do Bom Jesus" }),
    );
    expect(await lookupCep("50030170", d)).toEqual({ status: "found", address });
    expect(network.asked).toEqual(["https://via.test/ws/50030170/json/", "https://brasil.test/api/cep/v1/50030170"]);
  });

  it("reports unavailable with both causes when both services are down", async () => {
    const { deps: d } = deps(() => Promise.reject(new TypeError("Failed to fetch")), { isOnline: () => false });
    const result = await lookupCep("50030170", d);
    expect(result).toMatchObject({ status: "unavailable", offline: true });
    if (result.status === "unavailable") expect(result.cause).toMatch(/ViaCEP.*BrasilAPI/);
  });

  it("gives up on a service after the timeout", async () => {
    const { deps: d } = deps(() => new Promise<Response>(() => {}), {
      timeoutMs: 20,
      providers: [viaCepProvider("https://via.test")],
    });
    const result = await lookupCep("50030170", d);
    expect(result).toMatchObject({ status: "unavailable" });
    if (result.status === "unavailable") expect(result.cause).toMatch(/within 20 ms/);
  });

  it("treats BrasilAPI's 404 as not found", async () => {
    const { deps: d } = deps((url) =>
      url.startsWith("https://via.test") ? Promise.reject(new TypeError("offline")) : json({ message: "x" }, 404),
    );
    expect(await lookupCep("12345678", d)).toEqual({ status: "not-found" });
  });
});

describe("CepLookup", () => {
  it("drops a slower answer for an older CEP", async () => {
    const pending = new Map<string, (response: Response) => void>();
    const { deps: d } = deps(
      (url) => new Promise<Response>((resolve) => pending.set(url.includes("11111111") ? "old" : "new", resolve)),
    );
    const lookup = new CepLookup(d);
    const older = lookup.request("11111111");
    const newer = lookup.request("50030170");
    pending.get("new")?.(new Response(JSON.stringify(viaCepBody)));
    expect(await newer).toEqual({ status: "found", address });
    pending.get("old")?.(new Response(JSON.stringify({ ...viaCepBody, logradouro: "Velha" })));
    expect(await older).toBeNull();
  });

  it("caches found addresses for the session, not failures", async () => {
    let answer: () => Promise<Response> = () => json(viaCepBody);
    const { deps: d, network } = deps(() => answer());
    const lookup = new CepLookup(d);
    await lookup.request("50030170");
    await lookup.request("50030170");
    expect(network.asked).toHaveLength(1);
    answer = () => json({ erro: true });
    await lookup.request("99999999");
    await lookup.request("99999999");
    expect(network.asked).toHaveLength(3);
  });

  it("drops the answer of a cancelled request", async () => {
    const { deps: d } = deps(() => json(viaCepBody));
    const lookup = new CepLookup(d);
    const request = lookup.request("50030170");
    lookup.cancel();
    expect(await request).toBeNull();
  });
});
