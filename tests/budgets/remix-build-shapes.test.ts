/**
 * The build as app/lib/platform/remix-internals.ts expects it (docs/decisions/0001-remix-internals.md): a
 * manifest with the fields the post-build reads, and Remix's boot moved out of index.html.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { remixGlobals, replaceInlineScripts } from "../../app/lib/platform/remix-internals";
import { firstPaintScript } from "../../scripts/first-paint-script";
import { readRemixManifest } from "../../scripts/route-preload";

const client = join(process.cwd(), "build", "client");
const assets = join(client, "assets");

describe("the build's Remix shapes", () => {
  it("has a manifest whose entry and routes carry the fields the route preload reads", () => {
    const manifest = readRemixManifest(client);
    expect(manifest.url).toMatch(/^\/assets\/manifest-[\w-]+\.js$/);
    expect(manifest.entry.module).toMatch(/^\/assets\/.+\.js$/);
    expect(Array.isArray(manifest.entry.imports)).toBe(true);
    expect(manifest.routes.root?.id).toBe("root");
    for (const [id, route] of Object.entries(manifest.routes)) {
      expect(route.id, id).toBe(id);
      expect(route.module, id).toMatch(/^\/assets\/.+\.js$/);
      expect(Array.isArray(route.imports), id).toBe(true);
      expect(Array.isArray(route.css), id).toBe(true);
      if (id !== "root") expect(route.parentId, id).toBeDefined();
    }
  });

  it("leaves none of Remix's inline scripts in index.html, and the boot files hold its context and route modules", () => {
    const html = readFileSync(join(client, "index.html"), "utf8");
    const inline: string[] = [];
    replaceInlineScripts(html, ({ source }) => {
      inline.push(source);
      return "";
    });
    // Empty ones stay for React to hydrate in place: they never run, and the CSP does not see
    // them. The one left is ours, the first paint's (tests/budgets/prerender.test.ts).
    expect(inline.filter((source) => source.trim() !== "")).toEqual([firstPaintScript]);
    const boot = (pattern: RegExp) =>
      readdirSync(assets)
        .filter((name) => pattern.test(name) && html.includes(`/assets/${name}`))
        .map((name) => readFileSync(join(assets, name), "utf8"));
    const [classic, ...moreClassic] = boot(/^boot-[0-9a-f]{12}\.js$/);
    const [module, ...moreModules] = boot(/^boot-module-[0-9a-f]{12}\.js$/);
    expect([moreClassic, moreModules]).toEqual([[], []]);
    expect(classic).toContain(`window.${remixGlobals.context} = `);
    expect(module).toContain(`window.${remixGlobals.routeModules} = {`);
  });
});
