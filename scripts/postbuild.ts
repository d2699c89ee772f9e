/**
 * Runs after `remix vite:build`, on build/client: first the route preload script
 * (scripts/route-preload.ts) is written to /assets and placed in <head>, and the inline boot
 * scripts of index.html move into /assets (a CSP of `script-src 'self'`); then the service
 * worker is generated over the final files, so its precache holds the index.html that is really
 * served.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { generateSW } from "workbox-build";

import { digest, externalizeBootScripts } from "./externalize-boot-scripts";
import {
  inEvaluationOrder,
  placeRoutePreload,
  readRemixManifest,
  routePreloadScript,
  routePreloadTable,
} from "./route-preload";

const client = join(process.cwd(), "build", "client");
const indexPath = join(client, "index.html");

// Remix moves the SSR build's stylesheet into the client assets when no client file has its name.
// Nothing in the SPA links it; left there, the service worker would precache it for nothing.
const assets = join(client, "assets");
const assetNames = readdirSync(assets);
const references = [
  readFileSync(indexPath, "utf8"),
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
const preload = routePreloadScript(
  routePreloadTable(manifest.routes, loadedByIndexHtml),
  await inEvaluationOrder(client, sharedChunks),
);

const preloadName = `route-preload-${digest(preload)}.js`;
writeFileSync(join(assets, preloadName), preload);
const html = externalizeBootScripts(
  placeRoutePreload(readFileSync(indexPath, "utf8"), `/assets/${preloadName}`),
  (name, source) => writeFileSync(join(assets, name), source),
);
writeFileSync(indexPath, html);
console.log(`index.html: ${preloadName} placed in <head>, boot scripts moved to /assets`);

const { count, size, warnings } = await generateSW({
  globDirectory: client,
  // The app shell, every chunk (route modules load on demand, offline too), images and icons.
  globPatterns: [
    "index.html",
    "assets/*.{js,css}",
    "coffees/*.svg",
    "icons/*.png",
    "favicon.svg",
    "manifest.webmanifest",
  ],
  swDest: join(client, "sw.js"),
  mode: "production",
  sourcemap: false,
  inlineWorkboxRuntime: true,
  // Hashed names change with their content: no revision query needed.
  dontCacheBustURLsMatching: /^assets\//,
  // Every path is the SPA: offline navigations get the cached index.html.
  navigateFallback: "/index.html",
  // Except Firebase's reserved paths (the sign-in handler when the auth domain is the site's own)
  // and the files for search engines, which someone may open.
  navigateFallbackDenylist: [/^\/__\//, /^\/(?:robots\.txt|sitemap\.xml)$/],
  cleanupOutdatedCaches: true,
  // The first worker controls the open page at once; later ones wait for the shopper's "atualizar".
  clientsClaim: true,
  skipWaiting: false,
});
for (const warning of warnings) console.warn(warning);
console.log(`sw.js: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
