import { catalogue, type Product, productPath } from "~/lib/catalogue";

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

/**
 * The NFC spelling of a path whose decoded segments are not all in NFC (a name copied decomposed:
 * `/product/Irlande%CC%82s`), percent-encoded as productPath encodes; null when the path is in NFC
 * already or is not valid percent-encoding. Names are compared in NFC (catalogue.ts), so this is
 * the page's one address: the servers redirect to it.
 */
export function nfcPath(path: string): string | null {
  let segments: string[];
  try {
    segments = path.split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
  const normalized = segments.map((segment) => segment.normalize("NFC"));
  if (normalized.every((segment, index) => segment === segments[index])) return null;
  return normalized.map(encodeURIComponent).join("/");
}

/** More spellings than this of one page would mean a name that is no coffee's: the build stops. */
const MAX_SPELLINGS = 64;

/**
 * The other Unicode spellings of a page's decoded path that a link may carry, each character that
 * has a decomposition either composed or decomposed (`Irlandês`: `Irlande\u0302s`); the NFC one
 * left out. For hosts that cannot normalize a path themselves (Firebase Hosting's redirects).
 */
export function decomposedSpellings(path: string): string[] {
  const canonical = decodeURIComponent(path).normalize("NFC");
  let spellings = [""];
  for (const character of canonical) {
    const decomposed = character.normalize("NFD");
    const choices = decomposed === character ? [character] : [character, decomposed];
    spellings = spellings.flatMap((start) => choices.map((choice) => start + choice));
    if (spellings.length > MAX_SPELLINGS) throw new Error(`Too many spellings of ${path}`);
  }
  return spellings.filter((spelling) => spelling !== canonical);
}
