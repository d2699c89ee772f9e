/**
 * The generated service worker, run in a stand-in worker scope: which navigations it answers
 * with the cached index.html. Firebase's reserved paths (/__/auth/handler, the sign-in page
 * of an auth domain that is the site's own) must reach the network.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

import { beforeAll, describe, expect, it } from "vitest";

const origin = "https://cafeteria.example";
type FetchListener = (event: unknown) => void;
const fetchListeners: FetchListener[] = [];

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
  runInNewContext(readFileSync(join(process.cwd(), "build", "client", "sw.js"), "utf8"), {
    self,
    location: self.location,
    URL,
    console,
  });
});

/** Whether the worker takes over a navigation to `path` (it would answer from its cache). */
function answersNavigation(path: string): boolean {
  let answered = false;
  const event = {
    request: { url: `${origin}${path}`, mode: "navigate", method: "GET", destination: "document" },
    respondWith: (response: Promise<unknown>) => {
      answered = true;
      // The stand-in scope has no Cache Storage: only the decision is under test.
      Promise.resolve(response).catch(() => undefined);
    },
    waitUntil: () => undefined,
  };
  for (const listener of fetchListeners) listener(event);
  return answered;
}

describe("service worker navigations", () => {
  it("answers the shop's pages from the cache, offline too", () => {
    expect(fetchListeners.length).toBeGreaterThan(0);
    for (const path of ["/", "/product/Latte", "/Carrinho", "/Admin?x=1"])
      expect(answersNavigation(path), path).toBe(true);
  });

  it("leaves Firebase's reserved /__/ paths, robots.txt and sitemap.xml to the network", () => {
    for (const path of [
      "/__/auth/handler",
      "/__/auth/iframe?apiKey=x",
      "/__/firebase/init.json",
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      expect(answersNavigation(path), path).toBe(false);
    }
  });
});
