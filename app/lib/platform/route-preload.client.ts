import { markPreloaded } from "./lazy-import";
import { bootManifestRoutes, remixGlobals, routeModuleCache } from "./remix-internals";

/** Fetched ahead, not run (modulepreload): links and forms to these routes work offline then. */
export function preloadRouteModules(ids: readonly string[]): void {
  // A fetch failed offline would stay failed for the page's life (lazy-import.ts).
  if (!navigator.onLine) {
    window.addEventListener("online", () => preloadRouteModules(ids), { once: true });
    return;
  }
  // Route tests render without Remix's browser globals.
  if (!(remixGlobals.manifest in window)) return;
  const routes = bootManifestRoutes();
  const cache = routeModuleCache();
  const linked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  for (const id of ids) {
    const route = routes[id];
    if (!route || Reflect.get(cache, id) !== undefined) continue;
    const loads = [route.module, ...(route.imports ?? [])].flatMap((url) => {
      const href = new URL(url, document.baseURI).href;
      if (linked.has(href)) return [];
      linked.add(href);
      const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href });
      const loaded = new Promise<void>((resolve, reject) => {
        link.addEventListener("load", () => resolve(), { once: true });
        link.addEventListener("error", reject, { once: true });
      });
      document.head.append(link);
      return [loaded];
    });
    Promise.all(loads).then(
      () => markPreloaded(route.module),
      () => undefined,
    );
  }
}
