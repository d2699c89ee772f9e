/** Remix's future flags, one list for the shop's build (vite.config.ts) and the bench's baseline app (bench/baseline/). */
export const remixFuture = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  // Off: lazy discovery asks a server for /__manifest, and a static host has none.
  v3_lazyRouteDiscovery: false,
  v3_routeConfig: true,
} as const;
