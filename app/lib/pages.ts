/**
 * The pages `npm run build` writes as HTML (scripts/prerender.ts), and the file under build/client
 * each one is: docs/decisions/0010-prerendered-pages.md. Pure, so the build, the servers, the
 * service worker's table and the tests agree on one list.
 */
import { catalogue, type Product, productPath } from "./catalogue";

/** The app without a page: what every path without a file of its own is answered with. */
export const APP_SHELL_FILE = "404.html";

/**
 * The shopper's and staff's own pages (noindex): the cart and Admin are prerendered as a first
 * visit sees them (an empty cart, signed out) and the app fills in what is stored; the others
 * are shells, "Carregando…" until the app draws them.
 */
const ownPaths = ["/Carrinho", "/order-done", "/Admin", "/pedidos"];
const shellPaths = new Set(["/order-done", "/pedidos"]);

/** Every prerendered page's path, percent-encoded as a browser asks for it. */
export function prerenderedPaths(products: readonly Pick<Product, "description">[] = catalogue): string[] {
  return ["/", ...products.map(productPath), ...ownPaths];
}

/**
 * Whether a page's file (as pageFile names it) is a shell: "Carregando…" until the app draws the
 * page from storage. It has nothing to paint first, so its scripts need not wait for a paint.
 */
export function isShellFile(file: string): boolean {
  return file === APP_SHELL_FILE || [...shellPaths].some((path) => pageFile(path) === file);
}

/**
 * The file (relative to build/client, decoded) that holds a path's HTML: `/` is index.html, any
 * other `/a/b` is `a/b.html`, as Firebase Hosting's cleanUrls and scripts/static-server.ts look
 * them up.
 */
export function pageFile(path: string): string {
  if (path === "/") return "index.html";
  const segments = path.slice(1).split("/").map(decodeURIComponent);
  if (segments.some((segment) => segment === "" || segment === "." || segment === ".." || /[/\\\0]/.test(segment)))
    throw new Error(`Not a page path: ${path}`);
  return `${segments.join("/")}.html`;
}
