/**
 * Serves build/client the way the static host does: files as they are, every other path
 * falls back to index.html (the SPA), hashed assets cached for a year, the rest revalidated.
 */
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import sirv from "sirv";

const root = new URL("../build/client", import.meta.url).pathname;
if (!existsSync(`${root}/index.html`)) {
  console.error("build/client/index.html is missing: run `npm run build` first.");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);

const serveStatic = sirv(root, {
  single: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    );
  },
});

createServer((req, res) => serveStatic(req, res)).listen(port, () => {
  console.log(`Cafeteria at http://localhost:${port}`);
});
