/**
 * The generated service worker, run in a stand-in worker scope: how it answers navigations.
 * Network first; offline, each prerendered page's own cached HTML (never the home page's at
 * another URL), the app shell for other paths. Firebase's reserved paths (/__/auth/handler, the
 * sign-in page of an auth domain that is the site's own) must reach the network.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

import { beforeAll, describe, expect, it } from "vitest";

import { catalogue, productPath } from "../../app/lib/catalogue/catalogue";

const origin = "https://cafeteria.example";
type FetchListener = (event: unknown) => void;
const fetchListeners: FetchListener[] = [];
let online = true;
const cacheLookups: string[] = [];
const source = () => readFileSync(join(process.cwd(), "build", "client", "sw.js"), "utf8");

beforeAll(() => {
  const self = {
    location: new URL(`${origin}/`),
    registration: { scope: `${origin}/` },
    clients: { claim: () => Promise.resolve() },
    skipWaiting: () => Promise.resolve(),
    addEventListener: (type: string, listener: FetchListener) => {
      if (type === "fetch") fetchListeners.push(listener);
    },
  };
  const fetch = (request: { url: string }) =>
    online ? Promise.resolve(`network ${request.url}`) : Promise.reject(new TypeError("Failed to fetch"));
  const caches = {
    match: (url: string, options: { ignoreSearch?: boolean }) => {
      expect(options.ignoreSearch).toBe(true);
      cacheLookups.push(url);
      return Promise.resolve(`cached ${url}`);
    },
  };
  runInNewContext(source(), { self, location: self.location, URL, console, fetch, caches });
});

/** What the worker answers a navigation to `path` with; undefined when it leaves it to the browser. */
async function navigate(path: string): Promise<unknown> {
  let answer: Promise<unknown> | undefined;
  let stopped = false;
  const event = {
    request: { url: `${origin}${path}`, mode: "navigate", method: "GET", destination: "document" },
    respondWith: (response: Promise<unknown>) => {
      answer ??= Promise.resolve(response);
    },
    stopImmediatePropagation: () => {
      stopped = true;
    },
    waitUntil: () => undefined,
  };
  for (const listener of fetchListeners) {
    if (stopped) break;
    listener(event);
  }
  return answer;
}

describe("service worker navigations", () => {
  it("go to the network first", async () => {
    online = true;
    expect(await navigate("/product/Latte")).toBe(`network ${origin}/product/Latte`);
  });

  it("offline, answer each prerendered page with its own cached HTML", async () => {
    online = false;
    const expected: Record<string, string> = {
      "/": "/",
      "/?tipo=Gelado": "/",
      "/Carrinho": "/Carrinho",
      "/Admin?x=1": "/Admin",
      "/order-done": "/order-done",
      // The browser may encode a name otherwise than the build did.
      "/product/Irland%c3%aas": "/product/Irland%C3%AAs",
      ...Object.fromEntries(catalogue.map((product) => [productPath(product), productPath(product)])),
    };
    for (const [path, cached] of Object.entries(expected)) {
      expect(await navigate(path), path).toBe(`cached ${cached}`);
    }
  });

  it("offline, answer any other path with the app shell, never the home page", async () => {
    online = false;
    for (const path of ["/nao/existe", "/product/Nada", "/favoritos", "/product/Latte/", "/%E0%A4%A"]) {
      expect(await navigate(path), path).toBe("cached /404");
    }
  });

  it("precache every page under the URL it is served at", () => {
    const sw = source();
    for (const url of ["/", "/404", "/Carrinho", "/order-done", "/Admin", ...catalogue.map(productPath)]) {
      expect(sw, url).toContain(`{url:"${url}",`);
    }
    expect(sw).not.toMatch(/\{url:"[^"]*\.html"/);
  });

  it("precaches the chunks, but not the cart's settings worker, which only listens online", () => {
    const sw = source();
    expect(sw).toMatch(/\{url:"assets\/entry\.client-[^"]+\.js"/);
    expect(readdirSync(join(process.cwd(), "build", "client", "assets"))).toContainEqual(
      expect.stringMatching(/^settings-listener\.worker-.+\.js$/),
    );
    expect(sw).not.toContain(".worker-");
  });

  it("leaves Firebase's reserved /__/ paths, robots.txt and sitemap.xml to the network", async () => {
    for (const path of [
      "/__/auth/handler",
      "/__/auth/iframe?apiKey=x",
      "/__/firebase/init.json",
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      expect(await navigate(path), path).toBeUndefined();
    }
  });
});
