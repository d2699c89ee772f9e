import * as z from "zod/mini";

import { type BrazilianState, ufSchema } from "~/lib/orders";

/** Number and complement are the shopper's to type. */
export interface CepAddress {
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  uf: BrazilianState;
}

type CepLookupResult =
  | { status: "found"; address: CepAddress }
  | { status: "not-found" }
  /** `offline` when the browser knows it is. */
  | { status: "unavailable"; cause: string; offline: boolean };

const CEP_TIMEOUT_MS = 5_000;

const isNotFoundFlag = z.union([z.literal(true), z.literal("true")]);

const viaCepFound = z.object({
  cep: z.string(),
  logradouro: z._default(z.string(), ""),
  bairro: z._default(z.string(), ""),
  localidade: z.string().check(z.minLength(1)),
  uf: ufSchema,
});

const brasilApiFound = z.object({
  cep: z.string(),
  street: z._default(z.nullable(z.string()), ""),
  neighborhood: z._default(z.nullable(z.string()), ""),
  city: z.string().check(z.minLength(1)),
  state: ufSchema,
});

/** ViaCEP answers 200 with `{"erro": true}` (or `"true"`) for a CEP that does not exist. */
export function parseViaCepAnswer(body: unknown, cep: string): CepLookupResult {
  if (typeof body === "object" && body !== null && "erro" in body && isNotFoundFlag.safeParse(body.erro).success) {
    return { status: "not-found" };
  }
  const found = viaCepFound.safeParse(body);
  if (!found.success) return { status: "unavailable", cause: "ViaCEP answer did not parse", offline: false };
  const { logradouro, bairro, localidade, uf } = found.data;
  return { status: "found", address: { cep, rua: logradouro, bairro, cidade: localidade, uf } };
}

function parseBrasilApiAnswer(body: unknown, cep: string): CepLookupResult {
  const found = brasilApiFound.safeParse(body);
  if (!found.success) return { status: "unavailable", cause: "BrasilAPI answer did not parse", offline: false };
  const { street, neighborhood, city, state } = found.data;
  return { status: "found", address: { cep, rua: street ?? "", bairro: neighborhood ?? "", cidade: city, uf: state } };
}

export interface CepProvider {
  name: string;
  url(cep: string): string;
  /** Maps an HTTP status that is not 2xx to a result; `null` means read the body. */
  classifyStatus(status: number): CepLookupResult | null;
  parse(body: unknown, cep: string): CepLookupResult;
}

function trimBase(base: string): string {
  return base.replace(/\/+$/, "");
}

export function viaCepProvider(baseUrl: string): CepProvider {
  return {
    name: "ViaCEP",
    url: (cep) => `${trimBase(baseUrl)}/ws/${cep}/json/`,
    // 400 is ViaCEP's "malformed CEP": the CEP does not exist, asking elsewhere will not help.
    classifyStatus: (status) =>
      status === 400 || status === 404
        ? { status: "not-found" }
        : { status: "unavailable", cause: `ViaCEP answered HTTP ${status}`, offline: false },
    parse: parseViaCepAnswer,
  };
}

export function brasilApiProvider(baseUrl: string): CepProvider {
  return {
    name: "BrasilAPI",
    url: (cep) => `${trimBase(baseUrl)}/api/cep/v1/${cep}`,
    classifyStatus: (status) =>
      status === 404 || status === 400
        ? { status: "not-found" }
        : { status: "unavailable", cause: `BrasilAPI answered HTTP ${status}`, offline: false },
    parse: parseBrasilApiAnswer,
  };
}

export interface CepLookupDeps {
  fetch: typeof fetch;
  providers: CepProvider[];
  timeoutMs?: number;
  isOnline?: () => boolean;
}

async function askProvider(provider: CepProvider, cep: string, deps: CepLookupDeps): Promise<CepLookupResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? CEP_TIMEOUT_MS);
  const offline = () => deps.isOnline?.() === false;
  try {
    const response = await deps.fetch(provider.url(cep), {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return provider.classifyStatus(response.status) ?? { status: "not-found" };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { status: "unavailable", cause: `${provider.name} answer was not JSON`, offline: false };
    }
    return provider.parse(body, cep);
  } catch (error) {
    const cause = controller.signal.aborted
      ? `${provider.name} did not answer within ${deps.timeoutMs ?? CEP_TIMEOUT_MS} ms`
      : `${provider.name} could not be reached: ${error instanceof Error ? error.message : String(error)}`;
    return { status: "unavailable", cause, offline: offline() };
  } finally {
    clearTimeout(timer);
  }
}

/** An unavailable provider hands over to the next, but a "does not exist" is final. */
export async function lookupCep(cep: string, deps: CepLookupDeps): Promise<CepLookupResult> {
  let result: CepLookupResult = { status: "unavailable", cause: "no CEP provider configured", offline: false };
  const causes: string[] = [];
  for (const provider of deps.providers) {
    result = await askProvider(provider, cep, deps);
    if (result.status !== "unavailable") return result;
    causes.push(result.cause);
  }
  return result.status === "unavailable" ? { ...result, cause: causes.join("; ") } : result;
}

/** Only the answer for the CEP asked last is delivered, so a slow answer for an older CEP never lands. */
export class CepLookup {
  private readonly cache = new Map<string, CepLookupResult>();
  private latest: string | null = null;

  constructor(private readonly deps: CepLookupDeps) {}

  async request(cep: string): Promise<CepLookupResult | null> {
    this.latest = cep;
    const cached = this.cache.get(cep);
    const result = cached ?? (await lookupCep(cep, this.deps));
    if (result.status === "found") this.cache.set(cep, result);
    return this.latest === cep ? result : null;
  }

  cancel(): void {
    this.latest = null;
  }
}
