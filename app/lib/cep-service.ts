import { brasilApiProvider, CepLookup, viaCepProvider } from "./cep";

/** The CEP services this build talks to: set at build time, public defaults otherwise. */
export const cepServiceUrls = {
  primary: import.meta.env.VITE_CEP_API_URL || "https://viacep.com.br",
  fallback: import.meta.env.VITE_CEP_FALLBACK_API_URL || "https://brasilapi.com.br",
};

let sessionLookup: CepLookup | null = null;

/** One lookup per page session, so its cache outlives the cart page being left and reopened. */
export function cepLookupForSession(): CepLookup {
  sessionLookup ??= new CepLookup({
    fetch: (...args) => fetch(...args),
    providers: [viaCepProvider(cepServiceUrls.primary), brasilApiProvider(cepServiceUrls.fallback)],
    isOnline: () => navigator.onLine,
  });
  return sessionLookup;
}
