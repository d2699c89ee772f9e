/**
 * The one module that knows Remix's private shapes: its globals, its browser manifest, the inline
 * boot scripts of index.html and how loadRouteModule reads the route-module cache. Imported by the
 * browser bundle and the Node scripts alike, so it imports nothing. app/lib/platform/remix-internals.test.ts
 * checks these shapes against the installed Remix. See docs/decisions/0001-remix-internals.md.
 */

/** The names Remix gives its globals (React Router 7: `__reactRouter…`). */
export const remixGlobals = {
  manifest: "__remixManifest",
  routeModules: "__remixRouteModules",
  router: "__remixRouter",
  context: "__remixContext",
} as const;

/** A route of the browser manifest, with the fields the shop reads. */
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

/** The browser manifest `remix vite:build` writes, with the fields the shop reads. */
export interface RemixManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** What a route module holds, as far as the shop touches it. */
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

/** The routes of the manifest the page booted with. */
export function bootManifestRoutes(): Record<string, ManifestRoute | undefined> {
  return remixWindow()[remixGlobals.manifest].routes;
}

/** The modules Remix has loaded, by route id; Remix renders a route from what is stored here. */
export function routeModuleCache(): RouteModuleCache {
  return remixWindow()[remixGlobals.routeModules];
}

/** Where a navigation in progress is going; undefined when none is (a fetcher, or idle). */
export function pendingNavigationLocation(): { pathname: string; search: string; hash: string } | undefined {
  return remixWindow()[remixGlobals.router].state.navigation.location;
}

/**
 * How many entries of this tab's history the router pushed before `state`'s: the router keeps it
 * as `idx` in history.state, 0 for a page the browser loaded. (Not the location's key: Remix's
 * scroll restoration gives every loaded page a key of its own before the router starts.)
 */
export function routerHistoryIndex(state: unknown): number {
  const index = typeof state === "object" && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === "number" && Number.isInteger(index) && index > 0 ? index : 0;
}

let revalidationWaiting = false;
/** The key of the location the page last drew (root's layout effect), and who waits for it. */
let renderedLocationKey: string | null = null;
const renderWaiters = new Set<() => void>();

/** Root calls this once the page shows `key`'s location, its scroll position already set. */
export function locationRendered(key: string): void {
  renderedLocationKey = key;
  for (const waiter of [...renderWaiters]) waiter();
}

/**
 * Reloads every loader's data (the router's revalidate) as soon as nothing is under way and the
 * page shows where the router is. During a navigation's submission a revalidation replaces it and
 * its action's answer; during a fetcher's action it makes the router drop the redirect the action
 * answers with (a newer navigation "takes precedence"); and one started before a new page is drawn
 * saves the old page's scroll position as the new one's, then restores it. Asks made while one
 * waits are covered by it.
 */
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
      // Out of the router's and React's current update: start the next one after it.
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

/**
 * Hands Remix `load(id, url)` for every route of the manifest not loaded yet. loadRouteModule
 * asks `id in cache` and, when that is true, returns `cache[id]` at once (awaited as the module):
 * `has` answers true and the read that follows gets the promise. Everything else reads the cache
 * as it is. Call it before hydrating, as Remix keeps the cache object it finds then.
 */
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

/** The file name of the browser manifest under build/client/assets. */
export const manifestFilePattern = /^manifest-[\w-]+\.js$/;

/** The browser manifest from its file: one assignment of JSON to the manifest global. */
export function parseManifestScript(source: string): RemixManifest {
  const prefix = `window.${remixGlobals.manifest}=`;
  if (!source.startsWith(prefix)) throw new Error(`The Remix manifest does not start with ${prefix}`);
  return JSON.parse(source.slice(prefix.length).replace(/;\s*$/, "")) as RemixManifest;
}

/**
 * An inline script of the prerendered index.html: Remix's <Scripts> writes classic ones (its
 * context and hydration data, to run in order) and one module script (the route imports and the
 * entry's).
 */
interface InlineScript {
  kind: "classic" | "module";
  source: string;
}

/**
 * `html` with each inline script (one without `src`) replaced by what `replace` returns for it.
 * Data blocks (a page's `application/ld+json`) are not code: they stay where they are, and so do
 * empty scripts (root.tsx's placeholder for the home page's first paint script), which run nothing.
 */
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

/** The fields of Remix's server build (`ServerBuild` of @remix-run/node) that the app shell changes. */
interface ServerBuildShape {
  isSpaMode: boolean;
  assets: { routes: Record<string, { hasLoader: boolean }> };
}

/**
 * The server build as SPA mode (`ssr: false`) would have it: rendered, it is the app without a
 * page (the root's HydrateFallback), which hydrates whatever route the browser's URL matches.
 * Root's server loader is hidden from the render so that it shows that fallback, as the browser
 * will, instead of the layout with no page in it.
 */
export function asAppShellBuild<Build extends ServerBuildShape>(build: Build): Build {
  const routes = build.assets.routes;
  return {
    ...build,
    isSpaMode: true,
    assets: { ...build.assets, routes: { ...routes, root: { ...routes.root, hasLoader: false } } },
  };
}

/**
 * Remix's boot module script with only the root's module imported statically. In a prerendered
 * page it imports every route on the page, and one chunk that fails to load stops the whole boot
 * before the route-module guard (0007) can act; the guard imports the others into the cache
 * before hydration instead. Throws on a shape it does not know, so a Remix upgrade fails the build.
 */
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
