/**
 * `npm run serve [dir]`: serves build/client (or `dir`) as Firebase Hosting does, with the
 * headers of scripts/headers.ts (scripts/static-server.ts). Listens on 127.0.0.1 unless HOST
 * says otherwise, on PORT (3000; 0 picks a free port, which it prints).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { readShopEnv } from "./config";
import { compressibleTypes, createRequestHandler } from "./static-server";

const root = resolve(process.argv[2] ?? new URL("../build/client", import.meta.url).pathname);
if (!existsSync(join(root, "index.html"))) {
  console.error(`${root}/index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}

/** Compresses text files once, beside them, as a CDN does; the server then sends the smallest the client takes. */
function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompress(path);
    else if (extname(name) in compressibleTypes && !existsSync(`${path}.br`)) {
      const body = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(body));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}
precompress(root);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || "127.0.0.1";

// The settings the build read, so the CSP allows what the app talks to.
const server = createServer(createRequestHandler(root, readShopEnv()));
server.listen(port, host, () => {
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  console.log(`Cafeteria at http://${host.includes(":") ? `[${host}]` : host}:${listening}`);
});
