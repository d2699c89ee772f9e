/**
 * Fault injection against the real `npm start` server: scripts/serve.ts runs as its own process on
 * a small site, gets the requests that used to stop it or got the wrong answer, and after each one
 * must still serve a page and an asset with the right headers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type ShopServer, startShopServer } from "./support/shop-server";

const pageHtml = (body: string) =>
  `<!doctype html><html lang="pt-BR"><head><title>Cafeteria</title></head><body>${body}</body></html>`;
const HOME_HTML = pageHtml("home");
const SHELL_HTML = pageHtml("app shell");
/** Prerendered pages, as the build writes them: decoded names, accents and spaces included. */
const PAGES: Record<string, string> = {
  "/product/Latte": "product/Latte.html",
  "/product/Caf%C3%A9%20com%20Leite": "product/Café com Leite.html",
  "/product/Irland%C3%AAs": "product/Irlandês.html",
  "/Carrinho": "Carrinho.html",
};
const ASSET = "/assets/app-3f2a1b.js";
// Big enough that ranges and compression mean something.
const ASSET_BODY = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `Café ${index}`))};\n`;
const ASSET_SIZE = Buffer.byteLength(ASSET_BODY);

let site: string;
let server: ShopServer;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function ask(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The path goes out as written: a URL object would resolve dot segments first.
    const options = {
      host: "127.0.0.1",
      port: server.port,
      path,
      method: init.method ?? "GET",
      headers: init.headers,
      agent: false,
    };
    const outgoing = request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

/** What must hold after every fault: the server runs, and pages and assets come with their policies. */
async function expectServerHealthy() {
  expect(server.process.exitCode, `the server stopped:\n${server.output()}`).toBeNull();
  const page = await ask("/product/Latte");
  expect(page.status).toBe(200);
  expect(page.headers["content-type"]).toMatch(/^text\/html/);
  expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'/);
  expect(page.headers["cache-control"]).toBe("no-cache");
  expect(page.body.toString()).toBe(pageHtml("product/Latte.html"));
  const asset = await ask(ASSET);
  expect(asset.status).toBe(200);
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.body.toString()).toBe(ASSET_BODY);
}

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), "serve-test-"));
  mkdirSync(join(site, "assets"));
  mkdirSync(join(site, "coffees"));
  mkdirSync(join(site, "product"));
  writeFileSync(join(site, "index.html"), HOME_HTML);
  writeFileSync(join(site, "404.html"), SHELL_HTML);
  for (const file of Object.values(PAGES)) writeFileSync(join(site, file), pageHtml(file));
  writeFileSync(join(site, ASSET), ASSET_BODY);
  writeFileSync(join(site, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  writeFileSync(join(site, "coffees", "latte.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');

  server = await startShopServer(site);
}, 30_000);

afterAll(async () => {
  await server?.stop();
  if (site) rmSync(site, { recursive: true, force: true });
});

describe("scripts/serve.ts under bad requests", () => {
  it("answers a normal visit", async () => {
    await expectServerHealthy();
  });

  it.each([
    ["reversed", "bytes=100-50"],
    ["past the end", `bytes=${ASSET_SIZE}-`],
    ["not a range", "bytes=abc"],
  ])("refuses a %s range with 416 and the file's length", async (_, range) => {
    const answer = await ask(ASSET, { headers: { range } });
    expect(answer.status).toBe(416);
    expect(answer.headers["content-range"]).toBe(`bytes */${ASSET_SIZE}`);
    await expectServerHealthy();
  });

  it("serves a huge range as the whole file", async () => {
    const answer = await ask(ASSET, { headers: { range: "bytes=0-99999999999" } });
    expect(answer.status).toBe(206);
    expect(answer.headers["content-range"]).toBe(`bytes 0-${ASSET_SIZE - 1}/${ASSET_SIZE}`);
    expect(answer.body.toString()).toBe(ASSET_BODY);
    await expectServerHealthy();
  });

  it("serves a suffix range from the end, and survives a negative one", async () => {
    const suffix = await ask(ASSET, { headers: { range: "bytes=-10" } });
    expect(suffix.status).toBe(206);
    expect(suffix.body).toEqual(Buffer.from(ASSET_BODY).subarray(-10));
    const negative = await ask(ASSET, { headers: { range: "bytes=-5--1" } });
    expect(negative.status).toBeLessThan(500);
    await expectServerHealthy();
  });

  it("answers many ranges with the whole file", async () => {
    const ranges = Array.from({ length: 500 }, (_, index) => `${index * 2}-${index * 2}`).join(",");
    const answer = await ask(ASSET, { headers: { range: `bytes=${ranges}` } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(ASSET_BODY);
    await expectServerHealthy();
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "refuses %s with 405 and says what is allowed",
    async (method) => {
      for (const path of ["/", ASSET, "/product/Latte"]) {
        const answer = await ask(path, { method, body: method === "POST" || method === "PUT" ? "x=1" : undefined });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD");
        expect(answer.body.toString()).not.toContain(ASSET_BODY);
      }
      await expectServerHealthy();
    },
  );

  it("answers HEAD like GET, without a body", async () => {
    const answer = await ask("/", { method: "HEAD" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    expect(answer.body.length).toBe(0);
    await expectServerHealthy();
  });

  it("survives a 100 KB URL", async () => {
    // Node refuses headers past 16 KB and closes; the reset can beat the 431 to the client.
    const outcome = await ask(`/${"a".repeat(100 * 1024)}`).then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect([414, 431, "ECONNRESET", "EPIPE"]).toContain(outcome);
    await expectServerHealthy();
  });

  it.each(["/%00", "/assets/%00.js", "/%E0%A4%A", "/../package.json", "/%2e%2e/package.json"])(
    "refuses %s with 400",
    async (path) => {
      const answer = await ask(path);
      expect(answer.status).toBe(400);
      await expectServerHealthy();
    },
  );

  it("never serves a file outside the site for ..%2f", async () => {
    for (const path of ["/..%2fpackage.json", "/..%2f..%2f..%2fetc%2fpasswd", "/coffees/..%2f..%2fpackage.json"]) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe(SHELL_HTML);
      expect(answer.headers["content-security-policy"], path).toMatch(/frame-ancestors 'none'/);
    }
    await expectServerHealthy();
  });

  it("answers a missing asset with 404, never the page, and not for a year", async () => {
    for (const path of ["/assets/product._description-gone.js", "/assets/app.css", "/assets/"]) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["content-type"], path).not.toMatch(/html/);
      expect(answer.headers["cache-control"], path).not.toMatch(/max-age|immutable/);
    }
    await expectServerHealthy();
  });

  it("answers each prerendered page with its own HTML, names with accents and spaces included", async () => {
    for (const [path, file] of Object.entries({ ...PAGES, "/": "index.html", "/index.html": "index.html" })) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.toString(), path).toBe(file === "index.html" ? HOME_HTML : pageHtml(file));
    }
  });

  it("sends a coffee's name spelled decomposed to its NFC address with a 301, its query kept", async () => {
    for (const [path, location] of [
      ["/product/Irlande%CC%82s", "/product/Irland%C3%AAs"],
      ["/product/Cafe%CC%81%20com%20Leite?de=whatsapp", "/product/Caf%C3%A9%20com%20Leite?de=whatsapp"],
    ] as const) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
      const followed = await ask(location);
      expect(followed.status, location).toBe(200);
    }
    expect((await ask("/product/Irlande%CC%82s", { method: "HEAD" })).status).toBe(301);
    // Only a page's name: another path spelled decomposed is still no page.
    expect((await ask("/product/Nao-existe%CC%82")).status).toBe(404);
    await expectServerHealthy();
  });

  it("answers every path that is no page with 404 and the app shell, unknown coffees included", async () => {
    for (const path of ["/product/Nada", "/product/Nao-existe", "/product/Latte/", "/nao/existe", "/favoritos"]) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["content-type"], path).toMatch(/^text\/html/);
      expect(answer.headers["cache-control"], path).toBe("no-cache");
      expect(answer.body.toString(), path).toBe(SHELL_HTML);
    }
    // Neither a range nor a revalidation turns the 404 into a 206 or a 304.
    const ranged = await ask("/nao/existe", { headers: { range: "bytes=0-9" } });
    expect([ranged.status, ranged.body.toString()]).toEqual([404, SHELL_HTML]);
    const first = await ask("/nao/existe");
    const again = await ask("/nao/existe", { headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.status).toBe(404);
    const head = await ask("/nao/existe", { method: "HEAD" });
    expect([head.status, head.body.length]).toEqual([404, 0]);
    await expectServerHealthy();
  });

  it("gives every HTML answer the document policies, the fallback for dotted paths included", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/index.html", 200],
      ["/Carrinho", 200],
      ["/a(b).js", 404],
      ["/assets%2Fapp.js", 404],
      ["/coffees", 404],
      ["/product/Caf%C3%A9%20com%20Leite", 200],
    ] as const) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(status);
      expect(answer.body.toString(), path).toMatch(/^<!doctype html>/);
      expect(answer.headers["content-security-policy"], path).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers["permissions-policy"], path).toMatch(/camera=\(\)/);
      expect(answer.headers["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
      expect(answer.headers["cache-control"], path).toBe("no-cache");
    }
    expect((await ask("/sw.js")).headers["content-security-policy"]).toMatch(/script-src 'self'/);
    const image = await ask("/coffees/latte.svg");
    expect(image.status).toBe(200);
    expect(image.headers["cache-control"]).toBe("no-cache");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves brotli when asked, and revalidates with 304 keeping the cache policy", async () => {
    const compressed = await ask(ASSET, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(compressed.body).toString()).toBe(ASSET_BODY);

    const page = await ask("/", { headers: { "accept-encoding": "br" } });
    const again = await ask("/", { headers: { "accept-encoding": "br", "if-none-match": String(page.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe("no-cache");
    await expectServerHealthy();
  });
});
