/**
 * Runs after `remix vite:build`, on build/client: first each page is rendered from the server
 * build into HTML (scripts/prerender.ts), then the route preload script (scripts/route-preload.ts)
 * is written to /assets and placed in each page's <head>, and the inline boot scripts move into
 * /assets (a CSP of `script-src 'self'`); the home page gets its one inline script, allowed by its
 * hash (scripts/first-paint-script.ts); last the service worker is generated over the final
 * files, so its precache holds the HTML that is really served.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { generateSW } from "workbox-build";

import { isShellFile, pageFile, prerenderedPaths } from "../app/lib/shop/pages";
import { readShopEnv } from "./config";
import { digest, externalizeBootScripts, withoutModulePreloads } from "./externalize-boot-scripts";
import { firstPaintScript, placeFirstPaintScript } from "./first-paint-script";
import { prerender } from "./prerender";
import {
  inEvaluationOrder,
  placeRoutePreload,
  readRemixManifest,
  routePreloadScript,
  routePreloadTable,
} from "./route-preload";
import { placeShopStructuredData, shopStructuredData } from "./shop-structured-data";
import { navigationHandlerSource, precacheUrlOf } from "./sw-navigation";

const client = join(process.cwd(), "build", "client");
const server = join(process.cwd(), "build", "server");

const pages = await prerender(client, join(server, "index.js"));
// Only the build used it: the site stays static.
rmSync(server, { recursive: true, force: true });
console.log(`${pages.length} pages prerendered: ${pages.join(", ")}`);

// Remix moves the SSR build's stylesheet into the client assets when no client file has its name.
// No page links it; left there, the service worker would precache it for nothing.
const assets = join(client, "assets");
const assetNames = readdirSync(assets);
const references = [
  ...pages.map((page) => readFileSync(join(client, page), "utf8")),
  ...assetNames.filter((name) => name.endsWith(".js")).map((name) => readFileSync(join(assets, name), "utf8")),
].join("\n");
for (const name of assetNames) {
  if (name.endsWith(".css") && !references.includes(name)) {
    rmSync(join(assets, name));
    console.log(`assets/${name}: no page uses it, removed`);
  }
}

const manifest = readRemixManifest(client);
const root = manifest.routes.root;
const loadedByIndexHtml = new Set([
  manifest.entry.module,
  ...manifest.entry.imports,
  ...(root ? [root.module, ...(root.imports ?? []), ...(root.css ?? [])] : []),
]);
const sharedChunks = [...new Set([...manifest.entry.imports, ...(root?.imports ?? [])])];
// The manifest and the root's module evaluate harmlessly ahead of the boot, which imports them.
const preload = routePreloadScript(
  routePreloadTable(manifest.routes, loadedByIndexHtml),
  [...(await inEvaluationOrder(client, sharedChunks)), manifest.url, ...(root ? [root.module] : [])],
  manifest.entry.module,
);

const preloadName = `route-preload-${digest(preload)}.js`;
writeFileSync(join(assets, preloadName), preload);
for (const page of pages) {
  const path = join(client, page);
  const placed = placeRoutePreload(readFileSync(path, "utf8"), `/assets/${preloadName}`);
  // A shell has nothing to paint before the app: its chunks are requested with the HTML.
  const html = externalizeBootScripts(isShellFile(page) ? placed : withoutModulePreloads(placed), (name, source) =>
    writeFileSync(join(assets, name), source),
  );
  writeFileSync(path, html);
}
console.log(`${preloadName} placed in each page's <head>, boot scripts moved to /assets, loaded after the first paint`);

// The catalogue's page: the URL's filter on its first paint (docs/decisions/0011-url-filters-before-hydration.md).
const home = join(client, pageFile("/"));
writeFileSync(home, placeFirstPaintScript(readFileSync(home, "utf8"), firstPaintScript));
// The shop itself for search results, from this build's settings (scripts/shop-structured-data.ts).
writeFileSync(home, placeShopStructuredData(readFileSync(home, "utf8"), shopStructuredData(readShopEnv())));
console.log(`${pageFile("/")}: the first paint script inlined (${firstPaintScript.length} bytes)`);

// Navigations the service worker leaves to the network: Firebase's reserved paths (the sign-in
// handler when the auth domain is the site's own) and the files for search engines.
const networkOnly = [/^\/__\//, /^\/(?:robots\.txt|sitemap\.xml)$/];
const swPath = join(client, "sw.js");
const { count, size, warnings } = await generateSW({
  globDirectory: client,
  // Every page's HTML and the app shell, every chunk (route modules load on demand, offline too), images and icons.
  globPatterns: [
    "*.html",
    "product/*.html",
    "assets/*.{js,css}",
    "coffees/*.svg",
    "icons/*.png",
    "favicon.svg",
    "manifest.webmanifest",
  ],
  // The cart's settings worker (0035) only listens online: offline it has nothing to do.
  globIgnores: ["assets/*.worker-*.js"],
  // Pages under the clean URL they are served at (Firebase Hosting redirects /a.html to /a).
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) =>
        entry.url.endsWith(".html") ? { ...entry, url: precacheUrlOf(entry.url) } : entry,
      ),
      warnings: [],
    }),
  ],
  swDest: swPath,
  mode: "production",
  sourcemap: false,
  inlineWorkboxRuntime: true,
  // Hashed names change with their content: no revision query needed.
  dontCacheBustURLsMatching: /^assets\//,
  cleanupOutdatedCaches: true,
  // The first worker controls the open page at once; later ones wait for the shopper's "atualizar".
  clientsClaim: true,
  skipWaiting: false,
});
// Navigations first (scripts/sw-navigation.ts): network, then the page's own cached HTML.
writeFileSync(swPath, `${navigationHandlerSource(prerenderedPaths(), networkOnly)}${readFileSync(swPath, "utf8")}`);
for (const warning of warnings) console.warn(warning);
console.log(`sw.js: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
