/** The route preload script, first in <head>: docs/decisions/0003-route-preload-script.md. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { init as initModuleLexer, parse as parseModule } from "es-module-lexer";

import {
  manifestFilePattern,
  type ManifestRoute,
  parseManifestScript,
  type RemixManifest,
} from "../app/lib/platform/remix-internals";

export type { ManifestRoute, RemixManifest };

/**
 * `urls` (chunks under build/client), each after the chunks it statically imports. Imported one
 * by one in this order, each chunk is evaluated as soon as it and what it imports have arrived.
 */
export async function inEvaluationOrder(clientDir: string, urls: string[]): Promise<string[]> {
  await initModuleLexer;
  const wanted = new Set(urls);
  const ordered: string[] = [];
  const visit = (url: string, path: Set<string>) => {
    if (ordered.includes(url) || path.has(url)) return;
    const [imports] = parseModule(readFileSync(join(clientDir, url), "utf8"));
    for (const entry of imports) {
      if (entry.d !== -1 || !entry.n) continue;
      const dependency = new URL(entry.n, `http://build${url}`).pathname;
      if (wanted.has(dependency)) visit(dependency, new Set([...path, url]));
    }
    ordered.push(url);
  };
  for (const url of urls) visit(url, new Set());
  return ordered;
}

/** The manifest `remix vite:build` writes as build/client/assets/manifest-*.js. */
export function readRemixManifest(clientDir: string): RemixManifest {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => manifestFilePattern.test(name));
  if (!file) throw new Error("No Remix manifest in build/client/assets: run `npm run build` first.");
  return parseManifestScript(readFileSync(join(assets, file), "utf8"));
}

/** [pattern source, module URLs, stylesheet URLs], most specific pattern first. */
type RoutePreloadTable = [string, string[], string[]][];

function fullPath(routes: Record<string, ManifestRoute>, id: string): string[] {
  const segments: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(...route.path.split("/").filter(Boolean));
  }
  return segments;
}

function patternOf(segments: string[]): string {
  const parts = segments.map((segment) => {
    if (segment === "*") return "(?:/.*)?";
    if (segment.startsWith(":")) return "/[^/]+";
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  });
  return parts.length > 0 ? `^${parts.join("")}/?$` : "^/$";
}

function rank(segments: string[]): number {
  if (segments.includes("*")) return 2;
  return segments.some((segment) => segment.startsWith(":")) ? 1 : 0;
}

/**
 * Staff's pages: the counter's screen, opened once a day, and /Admin, where staff sign in first and the service
 * worker has its chunks from the second visit on. Their head start is not worth their lines in every shopper's
 * first load.
 */
const notPreloaded = new Set(["routes/painel", "routes/Admin"]);

/** `loaded`: what index.html already loads (the entry and the root route), left out of the table. */
export function routePreloadTable(
  routes: Record<string, ManifestRoute>,
  loaded: ReadonlySet<string>,
): RoutePreloadTable {
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  const leaves = Object.values(routes).filter(
    (route) => route.id !== "root" && !parents.has(route.id) && !notPreloaded.has(route.id),
  );
  const fresh = (urls: string[]) => urls.filter((url) => !loaded.has(url));
  return leaves
    .map((route) => ({ route, segments: fullPath(routes, route.id) }))
    .sort((a, b) => rank(a.segments) - rank(b.segments))
    .map(({ route, segments }) => [
      patternOf(segments),
      fresh([route.module, ...(route.imports ?? [])]),
      fresh(route.css ?? []),
    ]);
}

/**
 * The page's boot files (scripts/externalize-boot-scripts.ts), the context first, then the route
 * modules and the entry, each once the one before has run. All three are fetched at once first
 * (into the HTTP cache, not run: the entry hydrates when it runs): imported one after the other,
 * each would otherwise wait a round trip for the one before, after the chunks.
 */
const bootPage = (entry: string) =>
  String.raw`()=>{const b=[...document.querySelectorAll("script[data-boot-src]")].map(s=>s.dataset.bootSrc);[...b,${JSON.stringify(entry)}].forEach(h=>fetch(h).catch(q));b.reduce((p,h)=>p.then(()=>import(h)),Promise.resolve()).catch(e=>console.error("The app could not start:",e))}`;

/**
 * Everything starts once the prerendered page is on screen, so the HTML and the stylesheet paint
 * without waiting for any script (docs/decisions/0010-prerendered-pages.md). On screen means the
 * first contentful paint's entry has come: the browser gives it once the frame is presented, which
 * on a busy CPU is well after the frame was drawn, and chunks that arrived in between were a part
 * of the paint by Lighthouse's reckoning (decision 0024). Where paint entries are not kept, after
 * the first frame; after 500 ms where neither comes (a tab in the background).
 */
const afterFirstPaint = (start: string) =>
  String.raw`let s=false;const g=()=>{if(!s){s=true;${start}}};const w=()=>{setTimeout(g,500);if(typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((l,o)=>{if(l.getEntries().some(e=>e.name==="first-contentful-paint")){o.disconnect();setTimeout(g,0)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(g,0))};document.readyState==="loading"?document.addEventListener("DOMContentLoaded",w):w();`;

/**
 * Runs the jobs in `j` in order, a few milliseconds of them per task: each `import()` costs the
 * main thread about half a millisecond, and the cart's or /Admin's twenty in one task made a task
 * of 12-47 ms, which Lighthouse multiplies by 4 into blocking time.
 */
const inSlices = String.raw`const r=()=>{const e=performance.now()+4;while(j.length&&performance.now()<e)j.shift()();if(j.length)setTimeout(r,0)};r()`;

/**
 * `standalone`: the chunks every page loads, in evaluation order, imported one by one. Then the
 * first matching route's modules and CSS, then the page's boot, whose last file imports `entry`
 * (the manifest's entry module); no DOM changes, as React hydrates the whole document.
 */
export function routePreloadScript(table: RoutePreloadTable, standalone: string[], entry: string): string {
  const preload = `const t=${JSON.stringify(table)};const q=()=>{};const j=[];${JSON.stringify(
    standalone,
  )}.forEach(h=>j.push(()=>import(h).catch(q)));for(const[p,m,c]of t){if(new RegExp(p,"i").test(location.pathname)){m.forEach(h=>j.push(()=>import(h).catch(q)));c.forEach(h=>j.push(()=>fetch(h).catch(q)));break}}j.push(${bootPage(entry)});${inSlices}`;
  return `(()=>{${afterFirstPaint(preload)}})();\n`;
}

/** What root.tsx's empty route preload script looks like in the prerendered index.html. */
const placeholder = '<script async="" data-route-preload=""></script>';

/** index.html with root.tsx's placeholder pointed at the route preload script. */
export function placeRoutePreload(html: string, src: string): string {
  if (!html.includes(placeholder))
    throw new Error(`index.html has no ${placeholder} (app/root.tsx renders it in <head>)`);
  return html.replace(placeholder, `<script async fetchpriority="high" src="${src}"></script>`);
}
