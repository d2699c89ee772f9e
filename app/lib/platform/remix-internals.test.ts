// @vitest-environment happy-dom
/** remix-internals.ts's functions, run against the installed router (its shapes: remix-internals-shapes.test.ts). */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { createBrowserHistory } from "@remix-run/router";
import { afterEach, describe, expect, it } from "vitest";

import {
  asAppShellBuild,
  deferRouteImports,
  interceptRouteModuleLoads,
  parseManifestScript,
  remixGlobals,
  replaceInlineScripts,
  type RouteModule,
  routeModuleCache,
  routerHistoryIndex,
} from "./remix-internals";

const remix = join(process.cwd(), "node_modules", "@remix-run");
const source = (path: string) => readFileSync(join(remix, path), "utf8");

describe("routerHistoryIndex", () => {
  it("counts the entries the installed router pushed, from 0 on a loaded page, whatever key the page has", () => {
    // A tab's history as a browser keeps it, where Remix's scroll restoration already gave the
    // loaded page a key of its own.
    const entries: { state: unknown; url: string }[] = [{ state: { key: "scroll1" }, url: "/product/Latte" }];
    let current = 0;
    const history = {
      get state() {
        return entries[current]?.state;
      },
      get length() {
        return entries.length;
      },
      pushState(state: unknown, _title: string, url: string) {
        entries.splice(++current, entries.length, { state, url });
      },
      replaceState(state: unknown, _title: string, url?: string) {
        entries[current] = { state, url: url ?? entries[current]?.url ?? "/" };
      },
    };
    const window = {
      history,
      location: { pathname: "/product/Latte", search: "", hash: "", origin: "http://shop.test", href: "" },
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    const browserHistory = createBrowserHistory({ window: window as unknown as Window });
    expect(routerHistoryIndex(history.state)).toBe(0);
    browserHistory.push("/?tipo=Especial");
    expect(routerHistoryIndex(history.state)).toBe(1);
    browserHistory.replace("/?tipo=Gelado");
    expect(routerHistoryIndex(history.state)).toBe(1);
  });

  it("reads 0 from what the router did not write", () => {
    for (const state of [null, undefined, "x", { key: "a" }, { idx: -1 }, { idx: "2" }, { idx: 1.5 }]) {
      expect(routerHistoryIndex(state), JSON.stringify(state)).toBe(0);
    }
  });
});

describe("parseManifestScript", () => {
  it("reads the manifest out of its assignment, and refuses anything else", () => {
    const manifest = { url: "/assets/manifest-1.js", entry: { module: "/e.js", imports: [] }, routes: {} };
    expect(parseManifestScript(`window.${remixGlobals.manifest}=${JSON.stringify(manifest)};`)).toEqual(manifest);
    expect(() => parseManifestScript(`window.somethingElse=${JSON.stringify(manifest)};`)).toThrow();
  });
});

describe("replaceInlineScripts", () => {
  it("offers each inline script with its kind and leaves scripts with src alone", () => {
    const html =
      '<script src="/a.js"></script><script>window.__remixContext = {};</script>' +
      '<script type="module" async="">import "/e.js";</script>';
    const seen: string[] = [];
    const result = replaceInlineScripts(html, ({ kind, source }) => {
      seen.push(`${kind}:${source}`);
      return `<${kind}/>`;
    });
    expect(seen).toEqual(["classic:window.__remixContext = {};", 'module:import "/e.js";']);
    expect(result).toBe('<script src="/a.js"></script><classic/><module/>');
  });

  it("leaves empty scripts alone: they run nothing (root.tsx's first paint placeholder is one)", () => {
    const html = '<script data-first-paint=""></script><script>a=1</script>';
    expect(replaceInlineScripts(html, ({ source }) => `<moved ${source}/>`)).toBe(
      '<script data-first-paint=""></script><moved a=1/>',
    );
  });
});

describe("interceptRouteModuleLoads", () => {
  const globals = window as unknown as Record<string, unknown>;
  afterEach(() => {
    delete globals[remixGlobals.manifest];
    delete globals[remixGlobals.routeModules];
  });

  it("answers loadRouteModule's `in` and the read right after it with the load, for routes not loaded yet", async () => {
    const root: RouteModule = { default: "root" };
    globals[remixGlobals.manifest] = {
      routes: { root: { id: "root", module: "/root.js" }, "routes/a": { id: "routes/a", module: "/a.js" } },
    };
    globals[remixGlobals.routeModules] = { root };
    const loaded: RouteModule = { default: "a" };
    const asked: string[] = [];
    interceptRouteModuleLoads((id, url) => {
      asked.push(`${id} ${url}`);
      return Promise.resolve(loaded);
    });
    const cache = routeModuleCache();

    // What loadRouteModule does.
    const load = async (id: string) => (id in cache ? cache[id] : "imported by Remix");
    expect(await load("routes/a")).toBe(loaded);
    expect(await load("root")).toBe(root);
    expect(await load("routes/unknown")).toBe("imported by Remix");
    expect(asked).toEqual(["routes/a /a.js"]);

    // A read with no question before it sees the cache as it is.
    expect(cache["routes/a"]).toBeUndefined();
  });
});

describe("the app shell's build", () => {
  it("is the server build in SPA mode, its root rendered from the HydrateFallback", () => {
    const build = {
      isSpaMode: false,
      assets: { url: "/m.js", routes: { root: { hasLoader: true, id: "root" }, "routes/_index": { hasLoader: true } } },
    };
    const shell = asAppShellBuild(build);
    expect(shell.isSpaMode).toBe(true);
    expect(shell.assets.routes.root).toEqual({ hasLoader: false, id: "root" });
    expect(shell.assets.routes["routes/_index"]).toEqual({ hasLoader: true });
    expect(shell.assets.url).toBe("/m.js");
    // The real build is left as it is: the pages render from it.
    expect(build.isSpaMode).toBe(false);
    expect(build.assets.routes.root.hasLoader).toBe(true);
  });

  it("matches the installed Remix: SPA mode renders the root's HydrateFallback when root has no server loader", () => {
    const routes = source("react/dist/esm/routes.js");
    expect(routes).toContain("route.hasLoader !== true");
    expect(source("server-runtime/dist/server.js")).toContain("isSpaMode: build.isSpaMode");
  });
});

describe("deferRouteImports", () => {
  const boot = [
    'import "/assets/manifest-1.js";',
    'import * as route0 from "/assets/root-a.js";',
    'import * as route1 from "/assets/product._description-b.js";',
    "",
    `window.${remixGlobals.routeModules} = {"root":route0,"routes/product.$description":route1};`,
    "",
    'import("/assets/entry.client-c.js");',
  ].join("\n");

  it("keeps the root's module in the boot and leaves the page's routes to the guard", () => {
    const deferred = deferRouteImports(boot);
    expect(deferred).toContain('import * as route0 from "/assets/root-a.js";');
    expect(deferred).not.toContain("product._description");
    expect(deferred).toContain(`window.${remixGlobals.routeModules} = {"root":route0};`);
    expect(deferred).toContain('import "/assets/manifest-1.js";');
    expect(deferred).toContain('import("/assets/entry.client-c.js");');
  });

  it("refuses a boot it does not recognise", () => {
    expect(() => deferRouteImports('import("/assets/entry.client-c.js");')).toThrow(/unknown shape/);
    expect(() => deferRouteImports(boot.replace('"root":route0,', ""))).toThrow(/unknown shape/);
  });
});
