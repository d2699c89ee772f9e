// The one module that knows Remix's private shapes; it imports nothing, as the Node scripts load it too.
// Its test checks them against the installed Remix: docs/decisions/0001-remix-internals.md.

/** The names Remix gives its globals (React Router 7: `__reactRouter…`). */
export const remixGlobals = {
  manifest: "__remixManifest",
  routeModules: "__remixRouteModules",
  router: "__remixRouter",
  context: "__remixContext",
} as const;

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  hasLoader?: boolean;
  hasClientLoader?: boolean;
}

export interface RemixManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface RouteModule {
  default?: unknown;
  ErrorBoundary?: unknown;
  [name: string]: unknown;
}

type RouteModuleCache = Record<string, RouteModule | undefined>;

interface RouterState {
  location: { key: string };
  navigation: { state: string; location?: { pathname: string; search: string; hash: string } };
  fetchers: Map<string, { state: string }>;
}

interface RemixWindow {
  __remixManifest: { routes: Record<string, ManifestRoute | undefined> };
  __remixRouteModules: RouteModuleCache;
  __remixRouter: {
    state: RouterState;
    subscribe(listener: (state: RouterState) => void): () => void;
    revalidate(): void;
  };
}

const remixWindow = (): RemixWindow => window as unknown as RemixWindow;

export function bootManifestRoutes(): Record<string, ManifestRoute | undefined> {
  return remixWindow()[remixGlobals.manifest].routes;
}

/** Remix renders a route from what is stored here. */
export function routeModuleCache(): RouteModuleCache {
  return remixWindow()[remixGlobals.routeModules];
}

export function pendingNavigationLocation(): { pathname: string; search: string; hash: string } | undefined {
  return remixWindow()[remixGlobals.router].state.navigation.location;
}

/** The router's `idx`, not the location's key: scroll restoration keys a loaded page before the router starts. */
export function routerHistoryIndex(state: unknown): number {
  const index = typeof state === "object" && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === "number" && Number.isInteger(index) && index > 0 ? index : 0;
}

let revalidationWaiting = false;
let renderedLocationKey: string | null = null;
const renderWaiters = new Set<() => void>();

/** Root calls this once the page shows `key`'s location, its scroll position already set. */
export function locationRendered(key: string): void {
  renderedLocationKey = key;
  for (const waiter of [...renderWaiters]) waiter();
}

// Waits until the router is idle and the page drawn: earlier, a revalidation replaces a submission, drops a
// fetcher action's redirect ("a newer navigation takes precedence") or saves the old page's scroll as the new one's.
export function revalidateWhenIdle(): void {
  if (revalidationWaiting) return;
  revalidationWaiting = true;
  const router = remixWindow()[remixGlobals.router];
  const drawn = () => renderedLocationKey === null || renderedLocationKey === router.state.location.key;
  const attempt = () => {
    if (routerIdle(router.state) && drawn()) {
      revalidationWaiting = false;
      router.revalidate();
      return;
    }
    let retried = false;
    const retry = () => {
      if (retried) return;
      retried = true;
      stopRouter();
      renderWaiters.delete(onRendered);
      // Out of the router's and React's current update.
      setTimeout(attempt, 0);
    };
    const stopRouter = router.subscribe((state) => {
      if (routerIdle(state) && drawn()) retry();
    });
    const onRendered = () => {
      if (routerIdle(router.state) && drawn()) retry();
    };
    renderWaiters.add(onRendered);
  };
  attempt();
}

function routerIdle(state: RouterState): boolean {
  return state.navigation.state === "idle" && [...state.fetchers.values()].every((fetcher) => fetcher.state === "idle");
}

// loadRouteModule asks `id in cache`, then awaits `cache[id]`: `has` says true and the next read gets the promise.
// Call it before hydrating, as Remix keeps the cache object it finds then.
export function interceptRouteModuleLoads(load: (id: string, url: string) => Promise<RouteModule>): void {
  const routes = bootManifestRoutes();
  let asked: string | null = null;
  remixWindow()[remixGlobals.routeModules] = new Proxy(routeModuleCache(), {
    has(target, id) {
      if (typeof id !== "string" || id in target || !routes[id]) return Reflect.has(target, id);
      asked = id;
      // Only the read that follows at once belongs to the question.
      queueMicrotask(() => {
        asked = null;
      });
      return true;
    },
    get(target, id, receiver) {
      if (typeof id === "string" && id === asked && !(id in target)) {
        asked = null;
        const route = routes[id];
        if (route) return load(id, route.module);
      }
      return Reflect.get(target, id, receiver);
    },
  });
}

export const manifestFilePattern = /^manifest-[\w-]+\.js$/;

export function parseManifestScript(source: string): RemixManifest {
  const prefix = `window.${remixGlobals.manifest}=`;
  if (!source.startsWith(prefix)) throw new Error(`The Remix manifest does not start with ${prefix}`);
  return JSON.parse(source.slice(prefix.length).replace(/;\s*$/, "")) as RemixManifest;
}

interface InlineScript {
  kind: "classic" | "module";
  source: string;
}

/** Data blocks (ld+json) and empty scripts (root.tsx's first-paint placeholder) are not code: they stay. */
export function replaceInlineScripts(html: string, replace: (script: InlineScript) => string): string {
  return html.replace(
    /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g,
    (tag, attributes: string | undefined, source: string) => {
      const attrs = attributes ?? "";
      if (/\ssrc=/.test(attrs) || source === "") return tag;
      const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
      if (type !== undefined && type !== "module" && !/^(text|application)\/javascript$/.test(type)) return tag;
      return replace({ kind: /type="module"/.test(attrs) ? "module" : "classic", source });
    },
  );
}

interface ServerBuildShape {
  isSpaMode: boolean;
  assets: { routes: Record<string, { hasLoader: boolean }> };
}

/** As SPA mode builds it; root's loader is hidden so the render shows HydrateFallback, as the browser will. */
export function asAppShellBuild<Build extends ServerBuildShape>(build: Build): Build {
  const routes = build.assets.routes;
  return {
    ...build,
    isSpaMode: true,
    assets: { ...build.assets, routes: { ...routes, root: { ...routes.root, hasLoader: false } } },
  };
}

// Only root's import stays: one route chunk failing would stop the boot before the route-module guard (0007) acts.
// Throws on a shape it does not know, so a Remix upgrade fails the build.
export function deferRouteImports(source: string): string {
  const imports = new Map<string, string>();
  for (const [, name, url] of source.matchAll(/^import \* as (route\d+) from ("[^"\n]+");$/gm)) {
    if (name && url) imports.set(name, url);
  }
  const assignment = new RegExp(`^window\\.${remixGlobals.routeModules} = \\{(.*)\\};$`, "m").exec(source);
  const entries = [...(assignment?.[1] ?? "").matchAll(/("(?:[^"\\]|\\.)*"):(route\d+)/g)];
  const root = entries.find(([, id]) => id === '"root"')?.[2];
  if (!assignment || !root || entries.length !== imports.size || !imports.has(root))
    throw new Error(`The boot module script has an unknown shape:\n${source}`);
  return source
    .replace(/^import \* as (route\d+) from "[^"\n]+";\n?/gm, (line, name: string) => (name === root ? line : ""))
    .replace(assignment[0], `window.${remixGlobals.routeModules} = {"root":${root}};`);
}
