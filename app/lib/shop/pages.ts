import { catalogue, type Product, productPath } from "~/lib/catalogue";

/** Answers every path without a file of its own. */
export const APP_SHELL_FILE = "404.html";

/** Prerendered as a first visit sees them (empty cart, signed out); shells say "Carregando…" until the app draws. */
const ownPaths = ["/Carrinho", "/order-done", "/Admin", "/pedidos"];
const shellPaths = new Set(["/order-done", "/pedidos"]);

/** Percent-encoded, as a browser asks for them. */
export function prerenderedPaths(products: readonly Pick<Product, "description">[] = catalogue): string[] {
  return ["/", ...products.map(productPath), ...ownPaths];
}

/** A shell has nothing to paint first, so its scripts need not wait for a paint. */
export function isShellFile(file: string): boolean {
  return file === APP_SHELL_FILE || [...shellPaths].some((path) => pageFile(path) === file);
}

/** Relative to build/client, as Firebase Hosting's cleanUrls and scripts/static-server.ts look it up. */
export function pageFile(path: string): string {
  if (path === "/") return "index.html";
  const segments = path.slice(1).split("/").map(decodeURIComponent);
  if (segments.some((segment) => segment === "" || segment === "." || segment === ".." || /[/\\\0]/.test(segment)))
    throw new Error(`Not a page path: ${path}`);
  return `${segments.join("/")}.html`;
}

/** Names are compared in NFC, so the servers redirect other spellings to this one address. */
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

/** For hosts that cannot normalize a path themselves (Firebase Hosting's redirects). */
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
