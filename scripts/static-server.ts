/**
 * The request handler of scripts/serve.ts: build/client the way Firebase Hosting serves it with
 * cleanUrls (files as they are, `/a/b` is `a/b.html` when the build wrote that page, a page's name
 * spelled other than in NFC a 301 to its NFC address, every other page path is the app shell
 * 404.html with status 404, a missing /assets file a plain 404), with the headers of
 * scripts/headers.ts chosen by the file that is sent, not by the path asked.
 *
 * `send` (Express's file sender) does the HTTP: ranges (416 when unsatisfiable), conditional
 * requests, HEAD, and read errors reported as events rather than thrown. This module decides
 * which file answers and makes sure no request can throw past it.
 */
import { stat } from "node:fs/promises";
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import { extname, join } from "node:path";

import send from "send";

import { APP_SHELL_FILE, nfcPath } from "../app/lib/shop/pages";
import { commonHeaders, type Env, headersFor } from "./headers";

/** Types of the files that are precompressed; their .br/.gz variants must be sent with them. */
export const compressibleTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

const ALLOWED_METHODS = "GET, HEAD";

type Target =
  /** Not a path this server can read: bad percent-encoding, NUL, dot segments, not origin-form. */
  | { kind: "bad" }
  /** `file` is the decoded path of a file that may exist under the root; null when no file can have that name. */
  | { kind: "path"; raw: string; file: string | null };

/** Reads the request target without trusting it: each segment decoded alone, so %2F stays inside its segment. */
function parseTarget(url: string | undefined): Target {
  if (!url?.startsWith("/")) return { kind: "bad" };
  const raw = url.replace(/\?.*$/s, "");
  const segments: string[] = [];
  let nameable = true;
  for (const encoded of raw.slice(1).split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return { kind: "bad" };
    }
    if (segment.includes("\0") || segment === "." || segment === "..") return { kind: "bad" };
    // A separator inside a segment, or a dotfile, names no file that is served: it is a page path.
    if (/[/\\]/.test(segment) || segment.startsWith(".")) nameable = false;
    segments.push(segment);
  }
  const file = nameable && segments.at(-1) !== "" ? `/${segments.join("/")}` : null;
  return { kind: "path", raw, file };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A short plain-text answer; no page, so no document policies, and nothing worth caching. */
function answerPlain(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(status, {
    ...commonHeaders,
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=utf-8",
    ...headers,
  });
  res.end(`${STATUS_CODES[status] ?? status}\n`);
}

/**
 * A page asked for by another spelling of its name goes to its one address, permanently: a
 * redirect rather than the page at both, so links, caches and search results converge on one URL.
 */
function answerRedirect(res: ServerResponse, location: string): void {
  res.writeHead(301, {
    ...commonHeaders,
    "Cache-Control": "no-cache",
    "Content-Type": "text/plain; charset=utf-8",
    Location: location,
  });
  res.end(`${STATUS_CODES[301]}\n`);
}

function answerError(res: ServerResponse, error: unknown): void {
  const { status = 500, headers = {} } = error as { status?: number; headers?: Record<string, string> };
  const code = status >= 400 && status < 600 ? status : 500;
  answerPlain(res, code, headers);
}

/** The best precompressed variant the client accepts and serve.ts wrote, if any. */
async function variantFor(
  req: IncomingMessage,
  filePath: string,
): Promise<{ suffix: string; encoding: string } | undefined> {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const candidates = [
    { suffix: ".br", encoding: "br", wanted: /\bbr\b/.test(accepted) },
    { suffix: ".gz", encoding: "gzip", wanted: /\bgzip\b/.test(accepted) },
  ];
  for (const candidate of candidates) {
    if (candidate.wanted && (await isFile(filePath + candidate.suffix))) return candidate;
  }
  return undefined;
}

/**
 * Sends `file` (a decoded path under root) with its headers, precompressed when possible.
 * `notFound`: the app shell for a path that is no page, as a 404 (no ranges, never a 304).
 */
async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  file: string,
  env: Env,
  notFound = false,
): Promise<void> {
  const type = compressibleTypes[extname(file)];
  const variant = type ? await variantFor(req, join(root, file)) : undefined;
  for (const [name, value] of Object.entries(headersFor(file, env))) res.setHeader(name, value);
  if (type) {
    res.setHeader("Content-Type", type);
    res.setHeader("Vary", "Accept-Encoding");
  }
  if (variant) res.setHeader("Content-Encoding", variant.encoding);
  const encodedPath = file.split("/").map(encodeURIComponent).join("/") + (variant?.suffix ?? "");
  // send keeps a status set before it; it then skips 304s, which it gives only to a 2xx.
  if (notFound) res.statusCode = 404;
  send(req, encodedPath, { root, index: false, cacheControl: false, dotfiles: "deny", acceptRanges: !notFound })
    .on("error", (error: unknown) => answerError(res, error))
    .pipe(res);
}

export function createRequestHandler(root: string, env: Env): (req: IncomingMessage, res: ServerResponse) => void {
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      answerPlain(res, 405, { Allow: ALLOWED_METHODS });
      return;
    }
    const target = parseTarget(req.url);
    if (target.kind === "bad") {
      answerPlain(res, 400);
      return;
    }
    if (target.file && (await isFile(join(root, target.file)))) {
      await sendFile(req, res, root, target.file, env);
      return;
    }
    // A prerendered page (app/lib/shop/pages.ts): `/` is index.html, `/product/Latte` product/Latte.html.
    const page = target.raw === "/" ? "/index.html" : target.file && `${target.file}.html`;
    if (page && (await isFile(join(root, page)))) {
      await sendFile(req, res, root, page, env);
      return;
    }
    // A page's name spelled decomposed (`Irlande%CC%82s`): names compare in NFC, and so do addresses.
    const canonical = target.file ? nfcPath(target.raw) : null;
    if (canonical && target.file && (await isFile(join(root, `${target.file.normalize("NFC")}.html`)))) {
      answerRedirect(res, `${canonical}${/\?.*$/s.exec(req.url ?? "")?.[0] ?? ""}`);
      return;
    }
    // A chunk a deploy removed must fail as a script, not arrive as HTML cached for a year.
    if (target.raw.startsWith("/assets/")) {
      answerPlain(res, 404);
      return;
    }
    // No page here: a 404 for crawlers and links, with the app shell as its body so the app
    // still draws its "not found" page (an unknown coffee included) and the shop around it.
    await sendFile(req, res, root, `/${APP_SHELL_FILE}`, env, true);
  }
  return (req, res) => {
    handle(req, res).catch((error: unknown) => answerError(res, error));
  };
}
