/**
 * app/lib/platform/remix-internals.ts leans on Remix's private shapes; these checks read the installed
 * Remix and fail when an upgrade changes one of them, before a browser ever would.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { createBrowserHistory, createMemoryHistory, createRouter, redirect } from "@remix-run/router";
import { afterEach, describe, expect, it } from "vitest";

import {
  asAppShellBuild,
  deferRouteImports,
  interceptRouteModuleLoads,
  locationRendered,
  manifestFilePattern,
  parseManifestScript,
  remixGlobals,
  replaceInlineScripts,
  revalidateWhenIdle,
  type RouteModule,
  routeModuleCache,
  routerHistoryIndex,
} from "./remix-internals";

const remix = join(process.cwd(), "node_modules", "@remix-run");
const source = (path: string) => readFileSync(join(remix, path), "utf8");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the installed Remix still has the shapes remix-internals.ts reads", () => {
  it("keeps its manifest, route modules and router in the globals of those names", () => {
    const browser = source("react/dist/esm/browser.js");
    expect(browser).toContain(`window.${remixGlobals.manifest}.routes`);
    expect(browser).toContain(`window.${remixGlobals.routeModules}`);
    expect(browser).toMatch(new RegExp(`window\\.${remixGlobals.router} = router`));
    expect(browser).toContain(`window.${remixGlobals.context}.`);
  });

  it("revalidates, when asked while a fetcher's action runs, only once its redirect has landed", async () => {
    // The cart's checkout. A revalidation started during a fetcher's action makes the router drop
    // the redirect it answers with (a newer navigation "takes precedence"): the order is stored, but
    // the shopper stays on an empty cart instead of /order-done.
    let finish = (): void => {};
    let rootLoads = 0;
    const router = createRouter({
      history: createMemoryHistory({ initialEntries: ["/Carrinho"] }),
      routes: [
        {
          id: "root",
          path: "/",
          loader: () => ++rootLoads,
          children: [
            {
              id: "cart",
              path: "Carrinho",
              loader: () => null,
              action: async () => {
                await new Promise<void>((resolve) => (finish = resolve));
                return redirect("/order-done");
              },
            },
            { id: "done", path: "order-done", loader: () => null },
          ],
        },
      ],
    }).initialize();
    Object.assign(window, { [remixGlobals.router]: router });
    const settled = (check: () => boolean) =>
      new Promise<void>((resolve) => {
        if (check()) resolve();
        const stop = router.subscribe(() => {
          if (!check()) return;
          stop();
          resolve();
        });
      });
    try {
      await settled(() => router.state.initialized);
      const loadsBefore = rootLoads;
      router.fetch("checkout", "cart", "/Carrinho", { formMethod: "post", formData: new FormData() });
      expect(router.state.fetchers.get("checkout")?.state).toBe("submitting");

      revalidateWhenIdle();
      revalidateWhenIdle();
      expect(router.state.revalidation).toBe("idle");
      finish();
      await settled(() => router.state.location.pathname === "/order-done");
      // The redirect's own load, then one revalidation for both asks.
      await settled(() => rootLoads === loadsBefore + 2 && router.state.revalidation === "idle");
      expect(router.state.location.pathname).toBe("/order-done");
      expect(router.state.navigation.state).toBe("idle");
    } finally {
      router.dispose();
    }
  });

  it("revalidates only once the page has drawn the router's new location", async () => {
    // Started before, it would save the old page's scroll position as the new page's and restore it.
    let rootLoads = 0;
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { id: "root", path: "/", loader: () => ++rootLoads, children: [{ path: "product", loader: () => null }] },
      ],
    }).initialize();
    Object.assign(window, { [remixGlobals.router]: router });
    try {
      await new Promise<void>((resolve) => router.subscribe((state) => state.initialized && resolve()));
      locationRendered(router.state.location.key);
      await router.navigate("/product");
      expect(router.state.navigation.state).toBe("idle");
      const loadsBefore = rootLoads;
      revalidateWhenIdle();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(router.state.revalidation).toBe("idle");
      expect(rootLoads).toBe(loadsBefore);

      locationRendered(router.state.location.key);
      await new Promise<void>((resolve) => router.subscribe((state) => state.revalidation === "idle" && resolve()));
      expect(rootLoads).toBe(loadsBefore + 1);
    } finally {
      router.dispose();
    }
  });

  it("revalidates at once when nothing is under way", async () => {
    let rootLoads = 0;
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ id: "root", path: "/", loader: () => ++rootLoads }],
    }).initialize();
    Object.assign(window, { [remixGlobals.router]: router });
    try {
      await new Promise<void>((resolve) => router.subscribe((state) => state.initialized && resolve()));
      locationRendered(router.state.location.key);
      revalidateWhenIdle();
      expect(router.state.revalidation).toBe("loading");
      await new Promise<void>((resolve) => router.subscribe((state) => state.revalidation === "idle" && resolve()));
      expect(rootLoads).toBe(2);
    } finally {
      router.dispose();
    }
  });

  it("hands createClientRoutes the route-module cache it finds at hydration", () => {
    expect(source("react/dist/esm/browser.js")).toMatch(
      new RegExp(
        `createClientRoutes\\(window\\.${remixGlobals.manifest}\\.routes, window\\.${remixGlobals.routeModules}`,
      ),
    );
  });

  it("loads a route module by asking `id in cache`, then returning `cache[id]`", () => {
    expect(source("react/dist/esm/routeModules.js")).toMatch(
      /async function loadRouteModule\((\w+), (\w+)\) \{\s*if \(\1\.id in \2\) \{\s*return \2\[\1\.id\];\s*\}/,
    );
  });

  it("writes the browser manifest as one assignment to the manifest global, in a file of the expected name", () => {
    const plugin = source("dev/dist/vite/plugin.js");
    expect(plugin).toContain(`\`window.${remixGlobals.manifest}=\${JSON.stringify(remixBrowserManifest)};\``);
    expect(plugin).toContain("`manifest-${version}.js`");
    expect(manifestFilePattern.test("manifest-0a1b2c3d.js")).toBe(true);
  });

  it("puts the manifest fields the shop reads in the manifest", () => {
    const plugin = source("dev/dist/vite/plugin.js");
    expect(plugin).toMatch(/let fingerprintedValues = \{\s*entry,\s*routes: browserRoutes\s*\}/);
    expect(plugin).toMatch(/let nonFingerprintedValues = \{\s*url,/);
    expect(plugin).toMatch(/let entry = getRemixManifestBuildAssets\(/);
    for (const field of ["id", "parentId", "path", "index"]) {
      expect(plugin).toMatch(new RegExp(`\\b${field}: route\\.${field},`));
    }
    const assets = plugin.slice(plugin.indexOf("const getRemixManifestBuildAssets"));
    for (const field of ["module", "imports", "css"]) expect(assets).toMatch(new RegExp(`^\\s+${field}: `, "m"));
  });

  it("renders the boot as a classic script (context) and a module script (route modules) in index.html", () => {
    const components = source("react/dist/esm/components.js");
    expect(components).toMatch(new RegExp(`${escape(`window.${remixGlobals.context} = `)}`));
    expect(components).toMatch(new RegExp(`^${escape(`window.${remixGlobals.routeModules} = {`)}`, "m"));
    expect(components).toMatch(/dangerouslySetInnerHTML: createHtml\(contextScript\),\s*type: undefined/);
    expect(components).toMatch(/dangerouslySetInnerHTML: createHtml\(routeModulesScript\),\s*type: "module"/);
    // What deferRouteImports rewrites: one `import * as routeN` per route on the page, then the cache.
    expect(components).toContain(
      "`import * as route${index} from ${JSON.stringify(manifest.routes[match.route.id].module)};`",
    );
    expect(components).toContain('`${JSON.stringify(match.route.id)}:route${index}`).join(",")}};');
  });
});

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
