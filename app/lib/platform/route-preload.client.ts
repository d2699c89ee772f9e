import { fetchChunksWhenReachable } from "./lazy-import";
import { bootManifestRoutes, remixGlobals, routeModuleCache } from "./remix-internals";

/** Fetched ahead into the HTTP cache, not run: links and forms to these routes work offline then. */
export function preloadRouteModules(ids: readonly string[]): void {
  // Route tests render without Remix's browser globals.
  if (!(remixGlobals.manifest in window)) return;
  const routes = bootManifestRoutes();
  const cache = routeModuleCache();
  for (const id of ids) {
    const route = routes[id];
    if (route && Reflect.get(cache, id) === undefined)
      void fetchChunksWhenReachable([route.module, ...(route.imports ?? [])]);
  }
}
