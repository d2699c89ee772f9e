/**
 * Moves the inline boot scripts of a prerendered page into hashed files under /assets, for a CSP
 * of `script-src 'self'` (docs/decisions/0006-externalized-boot-scripts.md), and leaves their
 * loading to the route preload script once the page is on screen (0008): each script element
 * stays, empty, so React hydrates the elements it rendered; an empty script never runs.
 */
import { createHash } from "node:crypto";

import { deferRouteImports, replaceInlineScripts } from "../app/lib/platform/remix-internals";

export function externalizeBootScripts(
  html: string,
  write: (name: string, source: string) => void,
  // The scripts loaded by their src as the HTML arrives, the boot unchanged: the bench's plain Remix app.
  { asIs = false } = {},
): string {
  const load = asIs ? "src" : "data-boot-src";
  const classic: string[] = [];
  let firstClassic = true;
  const rewritten = replaceInlineScripts(html, ({ kind, source }) => {
    if (kind === "module") {
      const boot = asIs ? source : deferRouteImports(source);
      const name = `boot-module-${digest(boot)}.js`;
      write(name, boot);
      return `<script type="module" ${load}="/assets/${name}"></script>`;
    }
    classic.push(source);
    if (!firstClassic) return "<script></script>";
    firstClassic = false;
    return "<!--boot-classic-->";
  });
  if (firstClassic) return rewritten;
  const source = classic.join(";\n");
  const name = `boot-${digest(source)}.js`;
  write(name, source);
  return rewritten.replace("<!--boot-classic-->", `<script ${load}="/assets/${name}"></script>`);
}

/**
 * Remix's modulepreload links made inert: a page's scripts are requested once it is on screen
 * (the route preload script), not while its HTML and stylesheet are still on the way. The
 * elements stay for React to hydrate; a link in <body> needs a rel HTML allows there, and
 * dns-prefetch of the page's own origin, already resolved, fetches nothing.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" (href="[^"]*")\/>/g, '<link rel="dns-prefetch" $1/>');
}

/** The first 12 hex digits of the source's SHA-256: a file name that changes with the content. */
export function digest(source: string): string {
  return createHash("sha256").update(source).digest("hex").slice(0, 12);
}
