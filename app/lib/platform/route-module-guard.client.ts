import { createPath, matchRoutes } from "@remix-run/react";

import { fetchChunksWhenReachable, whenChunksReachable } from "./lazy-import";
import {
  bootManifestRoutes,
  interceptRouteModuleLoads,
  pendingNavigationLocation,
  type RouteModule,
  routeModuleCache,
} from "./remix-internals";
import { decideOnLoadFailure, parseReloadMark, RouteModuleLoadError, toRouteTree } from "./route-module-guard";
import { readReloadMark, writeReloadMark } from "./storage";

type MatchableRoutes = Parameters<typeof matchRoutes>[0];

const lastReload = (): number | null => parseReloadMark(readReloadMark());

/** One reload on a failure, the error page on a second (docs/decisions/0007-route-module-guard.md). */
export async function loadBootRouteModules(): Promise<boolean> {
  const routes = bootManifestRoutes();
  const cache = routeModuleCache();
  const matches = matchRoutes(toRouteTree(routes) satisfies MatchableRoutes, window.location) ?? [];
  const pending = matches.map((match) => match.route.id).filter((id): id is string => !!id && !cache[id]);

  // A prerendered page needs its routes' components at once; the boot imports only the root's (deferRouteImports).
  const results = await Promise.allSettled(
    pending.map(async (id) => {
      const route = routes[id];
      if (!route) return;
      await whenChunksReachable({ announce: true });
      cache[id] = (await import(/* @vite-ignore */ route.module)) as RouteModule;
    }),
  );
  const failedIds = pending.filter((_, index) => results[index]?.status === "rejected");
  if (failedIds.length === 0) return true;

  for (const result of results) {
    if (result.status === "rejected") console.error("Route module failed to load:", result.reason);
  }
  if (decideOnLoadFailure(lastReload(), Date.now()) === "reload") {
    writeReloadMark(Date.now());
    window.location.reload();
    return false;
  }

  writeReloadMark(null);
  const error = new RouteModuleLoadError();
  const fail = () => {
    throw error;
  };
  // Else Remix asks the static host for a server loader's data (docs/decisions/0010-prerendered-pages.md).
  const failedPage: RouteModule = { default: fail, clientLoader: fail, ErrorBoundary: cache.root?.ErrorBoundary };
  for (const id of failedIds) cache[id] = failedPage;
  return true;
}

function destination(): string {
  const next = pendingNavigationLocation();
  return next ? createPath(next) : createPath(window.location);
}

/** A full load of where the shopper was going shows a new deploy's page; the error page if one just happened. */
function onNavigationImportFailure(error: unknown): Promise<never> {
  console.error("Route module failed to load:", error);
  if (decideOnLoadFailure(lastReload(), Date.now()) === "reload") {
    const target = destination();
    // A load offline would be the browser's own error page: the page stays until the connection returns.
    void whenChunksReachable({ announce: true }).then(() => {
      writeReloadMark(Date.now());
      window.location.assign(target);
    });
    // The page is going away: nothing should render the failure meanwhile.
    return new Promise<never>(() => {});
  }
  writeReloadMark(null);
  return Promise.reject(new RouteModuleLoadError({ cause: error }));
}

/** So that a failure loads the destination rather than reloading the page being left. */
export function guardRouteModuleImports(): void {
  const modules = routeModuleCache();
  const imports = new Map<string, Promise<RouteModule>>();
  interceptRouteModuleLoads((id, url) => {
    let loading = imports.get(id);
    if (!loading) {
      // Offline before it ever loaded: the navigation or the form waits for the connection, the page stays.
      loading = fetchChunksWhenReachable([url, ...(bootManifestRoutes()[id]?.imports ?? [])], { announce: true })
        .then(() => import(/* @vite-ignore */ url) as Promise<RouteModule>)
        .then(
          (module: RouteModule) => {
            modules[id] = module;
            return module;
          },
          (error: unknown) => {
            imports.delete(id);
            return onNavigationImportFailure(error);
          },
        );
      imports.set(id, loading);
    }
    return loading;
  });
}

export function retryPageLoad(): void {
  writeReloadMark(Date.now());
  window.location.reload();
}
