import type { ManifestRoute } from "./remix-internals";

/** After a reload for a failed route module, another failure within this window shows the error page. */
export const RELOAD_LOOP_WINDOW_MS = 10_000;

type LoadFailureDecision = "reload" | "show-error";

export function decideOnLoadFailure(lastReloadAt: number | null, now: number): LoadFailureDecision {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return "reload";
  const elapsed = now - lastReloadAt;
  return elapsed >= 0 && elapsed < RELOAD_LOOP_WINDOW_MS ? "show-error" : "reload";
}

export function parseReloadMark(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

const routeModuleErrorMessage = "Não foi possível carregar esta página. Verifique sua conexão e tente novamente.";

/** A page's code could not be loaded, even after one full load of it: the error page offers another. */
export class RouteModuleLoadError extends Error {
  override readonly name = "RouteModuleLoadError";
  constructor(options?: { cause?: unknown }) {
    super(routeModuleErrorMessage, options);
  }
}

type MatchableRoute =
  | { id: string; path?: string; index: true; children?: undefined }
  | { id: string; path?: string; index?: false; children: MatchableRoute[] };

export function toRouteTree(routes: Record<string, ManifestRoute | undefined>, parentId?: string): MatchableRoute[] {
  return Object.values(routes)
    .filter((route): route is ManifestRoute => route !== undefined && route.parentId === parentId)
    .map((route): MatchableRoute =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: toRouteTree(routes, route.id) },
    );
}
