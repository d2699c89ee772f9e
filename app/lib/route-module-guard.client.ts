import { matchRoutes } from "@remix-run/react";
import {
  RELOAD_MARK_KEY,
  decideOnLoadFailure,
  parseReloadMark,
  routeModuleErrorMessage,
  toRouteTree,
} from "./route-module-guard";

type RouteModule = NonNullable<(typeof window.__remixRouteModules)[string]>;
type MatchableRoutes = Parameters<typeof matchRoutes>[0];

function readMark(): number | null {
  try {
    return parseReloadMark(sessionStorage.getItem(RELOAD_MARK_KEY));
  } catch {
    return null;
  }
}

function writeMark(value: number | null): void {
  try {
    if (value === null) sessionStorage.removeItem(RELOAD_MARK_KEY);
    else sessionStorage.setItem(RELOAD_MARK_KEY, String(value));
  } catch {
    // Without sessionStorage there is no loop guard, only Remix's own reload.
  }
}

/**
 * Remix reloads the page whenever a route module fails to import, with no limit; a chunk that
 * is gone for good (after a deploy, or a broken CDN) would reload forever. So before hydrating,
 * the modules of the routes on screen are tried here: on a failure the page reloads once,
 * and a second failure within the window renders the error boundary instead.
 * Resolves to whether the app should hydrate.
 */
export async function loadBootRouteModules(): Promise<boolean> {
  const { routes } = window.__remixManifest;
  const cache = window.__remixRouteModules;
  const matches = matchRoutes(toRouteTree(routes) satisfies MatchableRoutes, window.location) ?? [];
  const pending = matches.map((match) => match.route.id).filter((id): id is string => !!id && !cache[id]);

  // Only a probe: the browser keeps the imported module, so Remix's own import of it later is
  // instant, and Remix still loads it its usual way.
  const results = await Promise.allSettled(
    pending.map((id) => {
      const route = routes[id];
      return route ? import(/* @vite-ignore */ route.module) : Promise.resolve();
    }),
  );
  const failedIds = pending.filter((_, index) => results[index]?.status === "rejected");
  if (failedIds.length === 0) {
    if (readMark() !== null) writeMark(null);
    return true;
  }

  for (const result of results) {
    if (result.status === "rejected") console.error("Route module failed to load:", result.reason);
  }
  if (decideOnLoadFailure(readMark(), Date.now()) === "reload") {
    writeMark(Date.now());
    window.location.reload();
    return false;
  }

  writeMark(null);
  const error = new Error(routeModuleErrorMessage);
  const failedPage: RouteModule = {
    default: () => {
      throw error;
    },
    ErrorBoundary: cache.root?.ErrorBoundary,
  };
  for (const id of failedIds) cache[id] = failedPage;
  return true;
}
