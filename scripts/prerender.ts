/**
 * Writes each page of app/lib/shop/pages.ts into build/client as HTML, rendered from Remix's server
 * build the way SPA mode renders its index.html, plus the app shell (404.html) for every other
 * path: docs/decisions/0010-prerendered-pages.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

import { createRequestHandler, type ServerBuild } from "@remix-run/node";

import { asAppShellBuild } from "../app/lib/platform/remix-internals";
import { APP_SHELL_FILE, pageFile, prerenderedPaths } from "../app/lib/shop/pages";

/** A crawler's user agent: React then sends the page once it is complete, with no streaming scripts. */
const BUILD_AGENT = "Cafeteria-prerender-bot/1.0";

/** A path no route but the 404 matches: the shell's render needs a URL, and this one runs no loader. */
const SHELL_PATH = "/__app-shell";

/**
 * The page with what React writes after </html> moved to the end of <body>. RemixServer renders
 * its data scripts (and their Suspense markers) after the document, which the HTML parser puts
 * in <body> anyway; written there, the file is valid HTML and the DOM is the same. React leaves
 * the unmatched tail of <body> alone when it hydrates.
 */
export function withTrailingMarkupInBody(html: string): string {
  const end = html.lastIndexOf("</body></html>");
  if (end === -1) throw new Error("No </body></html> in the rendered page");
  const trailing = html.slice(end + "</body></html>".length);
  return `${html.slice(0, end)}${trailing}</body></html>`;
}

/**
 * React 18's node stream ends a 2,048-byte chunk with a NUL when the next character's bytes do not
 * fit in what is left of it; nothing is lost, and HTML never holds U+0000 otherwise.
 */
export function withoutStrayNuls(html: string): string {
  return html.replaceAll("\u0000", "");
}

/** One page of `build` as its prerendered HTML file holds it; the bench renders its baseline app with it too. */
export async function render(build: ServerBuild, path: string): Promise<string> {
  const handler = createRequestHandler(build, "production");
  const response = await handler(new Request(`http://localhost${path}`, { headers: { "User-Agent": BUILD_AGENT } }));
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path}: the server build answered ${response.status}\n${html}`);
  if (!html.includes(`window.__remixContext =`)) throw new Error(`${path}: no Remix boot scripts in the HTML`);
  return withTrailingMarkupInBody(withoutStrayNuls(html));
}

/** Renders every page and the app shell; returns the files written, relative to `clientDir`. */
export async function prerender(clientDir: string, serverBuildFile: string): Promise<string[]> {
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const pages = [
    ...prerenderedPaths().map((path) => ({ path, file: pageFile(path), build })),
    { path: SHELL_PATH, file: APP_SHELL_FILE, build: asAppShellBuild(build) },
  ];
  for (const page of pages) {
    const target = join(clientDir, page.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await render(page.build, page.path));
  }
  return pages.map((page) => page.file);
}
