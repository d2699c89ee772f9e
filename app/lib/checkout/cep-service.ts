import { cepServiceUrls } from "~/lib/platform";

import { brasilApiProvider, CepLookup, viaCepProvider } from "./cep";

let sessionLookup: CepLookup | null = null;

/** One lookup per page session, so its cache outlives the cart page being left and reopened. */
export function cepLookupForSession(): CepLookup {
  const urls = cepServiceUrls(import.meta.env);
  sessionLookup ??= new CepLookup({
    fetch: (...args) => fetch(...args),
    providers: [viaCepProvider(urls.primary), brasilApiProvider(urls.fallback)],
    isOnline: () => navigator.onLine,
  });
  return sessionLookup;
}
