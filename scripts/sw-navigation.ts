/**
 * The service worker's answer to navigations, placed before Workbox's routes in sw.js by
 * scripts/postbuild.ts: the network first, so a page is always the deploy's own HTML; offline,
 * the precached copy of that page, or the app shell for a path without one. Never another page's
 * HTML: a page's data is in its HTML, and the home page's HTML at /product/Latte would hydrate as
 * the home page. docs/decisions/0010-prerendered-pages.md.
 */
import { APP_SHELL_FILE, pageFile } from "../app/lib/shop/pages";

/** The URL a page's HTML is precached under: its clean path, as Firebase Hosting serves it without a redirect. */
export function precacheUrlOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file
    .replace(/\.html$/, "")
    .split("/")
    .map(encodeURIComponent)
    .join("/")}`;
}

/**
 * Source of a classic script for sw.js. `pages`: the prerendered paths (percent-encoded);
 * `networkOnly`: navigations it leaves alone (Firebase's /__/ paths, robots.txt, sitemap.xml).
 */
export function navigationHandlerSource(pages: string[], networkOnly: RegExp[]): string {
  // Decoded path → precache URL; the browser may encode a path another way than we do.
  const table = Object.fromEntries(pages.map((path) => [decodeURIComponent(path), precacheUrlOf(pageFile(path))]));
  const shell = precacheUrlOf(APP_SHELL_FILE);
  return `(() => {
  const pages = ${JSON.stringify(table)};
  const networkOnly = [${networkOnly.map(String).join(", ")}];
  const cachedUrlOf = (pathname) => {
    try {
      return pages[decodeURIComponent(pathname)] ?? ${JSON.stringify(shell)};
    } catch {
      return ${JSON.stringify(shell)};
    }
  };
  self.addEventListener("fetch", (event) => {
    const { request } = event;
    if (request.mode !== "navigate" || request.method !== "GET") return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || networkOnly.some((pattern) => pattern.test(url.pathname))) return;
    // Workbox's precache route would answer first from the cache: this listener decides navigations.
    event.stopImmediatePropagation();
    event.respondWith(
      fetch(request).catch(async (error) => {
        const cached = await caches.match(cachedUrlOf(url.pathname), { ignoreSearch: true });
        if (cached) return cached;
        throw error;
      }),
    );
  });
})();
`;
}
