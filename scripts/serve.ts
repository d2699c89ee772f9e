/**
 * Serves build/client the way Firebase Hosting does: files as they are, every other path falls
 * back to index.html (the SPA), with the same cache and security headers (scripts/headers.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import sirv from "sirv";
import { headersFor } from "./headers";

const root = new URL("../build/client", import.meta.url).pathname;
if (!existsSync(`${root}/index.html`)) {
  console.error("build/client/index.html is missing: run `npm run build` first.");
  process.exit(1);
}

/** Compresses text files once, beside them, as a CDN does; sirv then serves the smallest. */
function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompress(path);
    else if (/\.(js|css|html|svg|json|webmanifest)$/.test(name) && !existsSync(`${path}.br`)) {
      const body = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(body));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}
precompress(root);

const port = Number(process.env.PORT ?? 3000);

const serveStatic = sirv(root, {
  single: true,
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    for (const [name, value] of Object.entries(headersFor(pathname, process.env))) res.setHeader(name, value);
  },
});

createServer((req, res) => serveStatic(req, res)).listen(port, () => {
  console.log(`Cafeteria at http://localhost:${port}`);
});
