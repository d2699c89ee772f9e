/**
 * The HTTP headers of the shop, one source for `npm start` (scripts/serve.ts) and Firebase
 * Hosting (firebase.json, written by scripts/write-hosting-config.ts). The CSP allows exactly
 * what the build talks to, read from the same env vars the app is built with.
 */

import { createHash } from "node:crypto";

import { cepServiceUrls } from "../app/lib/platform/cep-config";
import { decomposedSpellings, prerenderedPaths } from "../app/lib/shop/pages";
import { firstPaintScript } from "./first-paint-script.generated";

export type Env = Partial<Record<string, string>>;

function origin(url: string): string {
  return new URL(url).origin;
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

/** The CSP source that allows exactly `script` as an inline script: a hash, not 'unsafe-inline'. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

export function contentSecurityPolicy(env: Env): string {
  const cepUrls = cepServiceUrls(env);
  const cep = [origin(cepUrls.primary), origin(cepUrls.fallback)];
  const emulators = [env.VITE_FIREBASE_AUTH_EMULATOR_HOST, env.VITE_FIRESTORE_EMULATOR_HOST].flatMap((value) => {
    const host = value?.trim();
    return host ? [origin(/^https?:\/\//.test(host) ? host : `http://${host}`)] : [];
  });
  // The auth domain whose page runs Google's sign-in popup.
  const authDomain = `https://${env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || "*.firebaseapp.com"}`;
  // Firebase Auth's REST endpoints, and Firestore's (the order inbox).
  const firebase = [
    "https://identitytoolkit.googleapis.com",
    "https://securetoken.googleapis.com",
    "https://firestore.googleapis.com",
  ];
  // App Check's reCAPTCHA Enterprise: its script and frame, and the token exchange.
  const appCheck = env.VITE_APPCHECK_SITE_KEY?.trim()
    ? {
        script: ["https://www.google.com", "https://www.gstatic.com"],
        connect: ["https://content-firebaseappcheck.googleapis.com"],
      }
    : { script: [], connect: [] };
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // The home page's one inline script, by its hash: the URL's filter on the first paint (0011).
    "script-src": ["'self'", scriptHashSource(firstPaintScript), "https://apis.google.com", ...appCheck.script],
    "style-src": ["'self'"],
    // Firestore's WebChannel loads this image to tell a lost connection from a failed request.
    "img-src": ["'self'", "data:", "https://lh3.googleusercontent.com", "https://www.google.com/images/cleardot.gif"],
    "font-src": ["'self'"],
    "connect-src": unique(["'self'", ...cep, ...firebase, ...appCheck.connect, ...emulators]),
    "frame-src": unique([
      authDomain,
      "https://apis.google.com",
      "https://accounts.google.com",
      ...appCheck.script.slice(0, 1),
    ]),
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** What every response carries. */
export const commonHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/**
 * Policies only documents (and the service worker) act on. They are ~1 KB, so sending them with
 * each of the ~30 assets of a first visit would cost a phone ~30 KB for nothing.
 */
export function documentHeaders(env: Env): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(env),
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()",
    // Google's sign-in popup talks back to this window: same-origin would cut it off.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}

/** Every path without a file extension is a page's HTML or the app shell; sw.js runs under its own CSP. */
function isDocumentPath(pathname: string): boolean {
  const name = pathname.slice(pathname.lastIndexOf("/") + 1);
  return name === "sw.js" || name.endsWith(".html") || !name.includes(".");
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Hashed build output never changes under its name; everything else is checked on each visit. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith("/assets/") ? IMMUTABLE : REVALIDATE;
}

/** All headers of the response that sends the file at `pathname` (an .html file for every page), as `npm start` sends them. */
export function headersFor(pathname: string, env: Env): Record<string, string> {
  return {
    ...commonHeaders,
    ...(isDocumentPath(pathname) ? documentHeaders(env) : {}),
    "Cache-Control": cacheControlFor(pathname),
  };
}

interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** Every path outside /assets, in Firebase Hosting's glob syntax (minimatch, "!" negates). */
const OUTSIDE_ASSETS = "!/assets/**";

/**
 * None: a path that is neither a file nor a prerendered page (cleanUrls finds `/a/b` as a/b.html)
 * gets Hosting's own answer, the build's 404.html (the app shell) with status 404, as
 * scripts/static-server.ts answers it. A rewrite to the shell would answer 200 for any path.
 */
export const hostingRewrites: { source: string; destination: string }[] = [];

/** Characters with a meaning in a Hosting glob: a page name holding one would need escaping. */
const GLOB_SYNTAX = /[*?[\]{}()!+@\\]/;

/**
 * A page's name spelled other than in NFC (`/product/Irlande%CC%82s`) is sent to its one address
 * with a 301, as scripts/static-server.ts does: Hosting cannot normalize a path, so each other
 * spelling of each page is a rule. Source and destination are written decoded: Hosting's emulator
 * (superstatic) matches a redirect on the decoded path and percent-encodes the destination.
 */
export function hostingRedirects(
  paths: readonly string[] = prerenderedPaths(),
): { source: string; destination: string; type: 301 }[] {
  return paths.flatMap((path) => {
    const destination = decodeURIComponent(path);
    if (GLOB_SYNTAX.test(destination)) throw new Error(`${destination}: a page name Hosting would read as a glob`);
    return decomposedSpellings(path).map((source) => ({ source, destination, type: 301 as const }));
  });
}

/**
 * The same rules in Firebase Hosting's shape (later rules add to earlier ones). Hosting matches
 * headers on the path asked for, not on the file it sends, and any path outside /assets may be
 * answered with index.html: so all of them get the document policies. The few images there and
 * the manifest ignore them (an SVG opened on its own is even held to the CSP).
 */
export function hostingHeaders(env: Env): HostingHeaderRule[] {
  const toList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  return [
    { source: "**", headers: toList({ ...commonHeaders, "Cache-Control": REVALIDATE }) },
    { source: "/assets/**", headers: toList({ "Cache-Control": IMMUTABLE }) },
    { source: OUTSIDE_ASSETS, headers: toList(documentHeaders(env)) },
  ];
}
