// @vitest-environment happy-dom
/**
 * app/lib/platform/remix-internals.ts leans on Remix's private shapes; these checks read the installed
 * Remix and fail when an upgrade changes one of them, before a browser ever would.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { createMemoryHistory, createRouter, redirect } from "@remix-run/router";
import { describe, expect, it } from "vitest";

import { locationRendered, manifestFilePattern, remixGlobals, revalidateWhenIdle } from "./remix-internals";

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
