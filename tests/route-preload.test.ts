import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { catalogue, productPath } from "~/lib/catalogue/catalogue";

import {
  inEvaluationOrder,
  type ManifestRoute,
  placeRoutePreload,
  routePreloadScript,
  routePreloadTable,
} from "../scripts/route-preload";

const routes: Record<string, ManifestRoute> = {
  root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js"], css: ["/assets/root.css"] },
  "routes/$": { id: "routes/$", parentId: "root", path: "*", module: "/assets/splat.js" },
  "routes/product.$description": {
    id: "routes/product.$description",
    parentId: "root",
    path: "product/:description",
    module: "/assets/product.js",
    imports: ["/assets/react.js", "/assets/card.js"],
    css: ["/assets/product.css"],
  },
  "routes/_index": {
    id: "routes/_index",
    parentId: "root",
    index: true,
    module: "/assets/home.js",
    css: ["/assets/root.css", "/assets/home.css"],
  },
  "routes/Carrinho": { id: "routes/Carrinho", parentId: "root", path: "Carrinho", module: "/assets/cart.js" },
  "routes/painel": { id: "routes/painel", parentId: "root", path: "painel", module: "/assets/board.js" },
};
const loaded = new Set(["/assets/root.js", "/assets/react.js", "/assets/root.css"]);

/** A clock that never moves: every job fits in the first slice. */
const stoppedClock = { now: () => 0 };

/** A parsed page with its boot files as the build leaves them. */
const builtDocument = {
  readyState: "complete",
  querySelectorAll: () => [
    { dataset: { bootSrc: "/assets/boot-1.js" } },
    { dataset: { bootSrc: "/assets/boot-module-1.js" } },
  ],
};

/** The browser the script meets; each test fakes what it observes. */
interface PreloadBrowser {
  pathname: string;
  importModule: (url: string) => Promise<unknown>;
  fetch: (url: string) => Promise<unknown>;
  Image?: new () => object;
  document: { readyState: string; querySelectorAll: () => { dataset: { bootSrc: string } }[] };
  requestAnimationFrame: (callback: () => void) => void;
  setTimeout: (callback: () => void, delay: number) => void;
  PerformanceObserver?: unknown;
  performance?: { now: () => number };
}

/** Runs the route preload script for the test routes in `browser`. */
function runPreloadScript(browser: PreloadBrowser, standalone: string[] = []): void {
  // `import(` is syntax, not a function: the test renames it to a parameter it can observe.
  const script = routePreloadScript(routePreloadTable(routes, loaded), standalone, "/assets/entry.js").replace(
    /import\(/g,
    "importModule(",
  );
  const { pathname, Image = class {}, PerformanceObserver, performance = stoppedClock, ...rest } = browser;
  new Function(
    "location",
    "importModule",
    "fetch",
    "Image",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    "performance",
    script,
  )(
    { pathname },
    rest.importModule,
    rest.fetch,
    Image,
    rest.document,
    rest.requestAnimationFrame,
    rest.setTimeout,
    PerformanceObserver,
    performance,
  );
}

/** Which files the browser side asks for at `pathname`, run against fake import, fetch and Image. */
function preloadsAt(pathname: string, standalone: string[] = []): string[] {
  const asked: string[] = [];
  const record = (url: string) => {
    asked.push(url);
    return Promise.resolve();
  };
  class FakeImage {
    set src(url: string) {
      asked.push(url);
    }
  }
  // A page already on screen, its first frame drawn at once.
  const now = (callback: () => void) => callback();
  runPreloadScript(
    {
      pathname,
      importModule: record,
      fetch: record,
      Image: FakeImage,
      document: builtDocument,
      requestAnimationFrame: now,
      setTimeout: now,
    },
    standalone,
  );
  return asked.filter((url) => !url.includes("/boot-") && url !== "/assets/entry.js");
}

/** A browser's PerformanceObserver for paint entries, driven by the test. */
class FakePaintObserver {
  static supportedEntryTypes = ["paint", "largest-contentful-paint"];
  static observers: FakePaintObserver[] = [];
  observed: unknown[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries(): { name: string }[] }, observer: unknown) => void) {
    FakePaintObserver.observers.push(this);
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
  disconnect() {
    this.disconnected = true;
  }
  paint(...names: string[]) {
    this.callback({ getEntries: () => names.map((name) => ({ name })) }, this);
  }
}

describe("route preloads", () => {
  it("wait until the first contentful paint is on screen, not only drawn: a frame alone starts nothing", () => {
    const asked: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; delay: number }[] = [];
    const record = (url: string) => {
      asked.push(url);
      return Promise.resolve();
    };
    FakePaintObserver.observers = [];
    runPreloadScript({
      pathname: "/",
      importModule: record,
      fetch: record,
      document: { readyState: "complete", querySelectorAll: () => [] },
      requestAnimationFrame: (callback) => frames.push(callback),
      setTimeout: (callback, delay) => timers.push({ callback, delay }),
      PerformanceObserver: FakePaintObserver,
    });
    const [observer] = FakePaintObserver.observers;
    // Paint entries that came before the script ran count too.
    expect(observer?.observed).toEqual([{ type: "paint", buffered: true }]);
    frames.forEach((frame) => frame());
    observer?.paint("first-paint");
    expect(timers.map(({ delay }) => delay)).toEqual([500]);
    expect(asked).toEqual([]);
    observer?.paint("first-paint", "first-contentful-paint");
    expect(observer?.disconnected).toBe(true);
    expect(timers.map(({ delay }) => delay)).toEqual([500, 0]);
    timers[1]?.callback();
    expect(asked).toEqual(["/assets/home.js", "/assets/home.css", "/assets/entry.js"]);
    // The fallback for a tab in the background finds the page started, and starts nothing twice.
    timers[0]?.callback();
    expect(asked).toHaveLength(3);
  });

  it("where paint entries are not kept, wait for the page's first frame, then boot it: the context, then the routes and the entry, all fetched at once", async () => {
    const imported: string[] = [];
    const fetched: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const record = (asked: string[]) => (url: string) => {
      asked.push(url);
      return Promise.resolve();
    };
    runPreloadScript({
      pathname: "/",
      importModule: record(imported),
      fetch: record(fetched),
      document: builtDocument,
      requestAnimationFrame: (callback) => frames.push(callback),
      setTimeout: (callback) => timers.push(callback),
    });
    expect([...imported, ...fetched]).toEqual([]);
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    // The boot files and the entry are all requested at once, before the first of them runs...
    expect(fetched).toEqual(["/assets/home.css", "/assets/boot-1.js", "/assets/boot-module-1.js", "/assets/entry.js"]);
    expect(imported).toEqual(["/assets/home.js"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // ...and run in order: the context, then the routes, whose file imports the entry.
    expect(imported).toEqual(["/assets/home.js", "/assets/boot-1.js", "/assets/boot-module-1.js"]);
  });

  it("issues its imports a few milliseconds per task, in order, however many the page has", () => {
    const asked: string[] = [];
    const timers: (() => void)[] = [];
    const record = (url: string) => {
      asked.push(url);
      return Promise.resolve();
    };
    // Each import takes 1.5 ms of this clock.
    let clock = 0;
    runPreloadScript(
      {
        pathname: "/product/Latte",
        importModule: (url) => {
          clock += 1.5;
          return record(url);
        },
        fetch: record,
        Image: class {
          set src(url: string) {
            asked.push(url);
          }
        },
        document: { readyState: "complete", querySelectorAll: () => [] },
        requestAnimationFrame: (callback) => callback(),
        setTimeout: (callback) => timers.push(callback),
        performance: { now: () => clock },
      },
      ["/assets/react.js", "/assets/router.js", "/assets/shell.js"],
    );
    // The 500 ms fallback's timer and the first frame's: whichever runs first starts the page.
    timers.shift()?.();
    timers.shift()?.();
    const slices: string[][] = [[...asked]];
    while (timers.length > 0) {
      const before = asked.length;
      timers.shift()?.();
      slices.push(asked.slice(before));
    }
    expect(asked).toEqual([
      "/assets/react.js",
      "/assets/router.js",
      "/assets/shell.js",
      "/assets/product.js",
      "/assets/card.js",
      "/assets/product.css",
      "/assets/entry.js",
    ]);
    // A task ends once 4 ms have passed (here, after the third import), and the next goes on.
    expect(slices).toEqual([
      ["/assets/react.js", "/assets/router.js", "/assets/shell.js"],
      ["/assets/product.js", "/assets/card.js", "/assets/product.css", "/assets/entry.js"],
    ]);
  });

  it("orders static routes before dynamic ones, and the splat last", () => {
    const patterns = routePreloadTable(routes, loaded).map(([pattern]) => pattern);
    expect(patterns.at(-1)).toBe("^(?:/.*)?/?$");
    expect(patterns.indexOf("^/product/[^/]+/?$")).toBeGreaterThan(patterns.indexOf("^/Carrinho/?$"));
    expect(patterns).toContain("^/$");
  });

  it("leaves the counter's board out: every page's first load carries the table", () => {
    expect(routePreloadTable(routes, loaded).map(([pattern]) => pattern)).not.toContain("^/painel/?$");
    expect(preloadsAt("/painel")).not.toContain("/assets/board.js");
  });

  it("loads the matching route's module, imports and CSS, without what index.html already has", () => {
    expect(preloadsAt("/")).toEqual(["/assets/home.js", "/assets/home.css"]);
    expect(preloadsAt("/carrinho")).toEqual(["/assets/cart.js"]);
    expect(preloadsAt("/nada/aqui")).toEqual(["/assets/splat.js"]);
    expect(preloadsAt("/product/Latte").slice(0, 3)).toEqual([
      "/assets/product.js",
      "/assets/card.js",
      "/assets/product.css",
    ]);
  });

  it("leaves a product page's illustration to its prerendered HTML, where the browser finds it first", () => {
    for (const product of catalogue) {
      expect(preloadsAt(productPath(product)), product.description).not.toContain(product.image);
    }
  });

  it("imports the chunks that import nothing on their own first, on every path", () => {
    expect(preloadsAt("/", ["/assets/react.js"])).toEqual(["/assets/react.js", "/assets/home.js", "/assets/home.css"]);
    expect(preloadsAt("/nada/aqui", ["/assets/react.js"])).toEqual(["/assets/react.js", "/assets/splat.js"]);
  });

  it("orders chunks after the chunks they import", async () => {
    const client = mkdtempSync(join(tmpdir(), "client-"));
    mkdirSync(join(client, "assets"));
    writeFileSync(join(client, "assets/shell.js"), 'import{r}from"./router.js";import"./react.js";export{r};');
    writeFileSync(
      join(client, "assets/router.js"),
      'import{e}from"./react.js";const r=e;export{r};const lazy=()=>import("./shell.js");',
    );
    writeFileSync(join(client, "assets/react.js"), 'var e={};export{e};import("/assets/late.js");');
    expect(await inEvaluationOrder(client, ["/assets/shell.js", "/assets/router.js", "/assets/react.js"])).toEqual([
      "/assets/react.js",
      "/assets/router.js",
      "/assets/shell.js",
    ]);
  });

  it("points root.tsx's placeholder at the script, fetched at high priority, and refuses HTML without one", () => {
    const head =
      '<head><meta charSet="utf-8"/><script async="" data-route-preload=""></script><link rel="stylesheet" href="/a.css"/></head>';
    expect(placeRoutePreload(head, "/assets/route-preload-1.js")).toBe(
      '<head><meta charSet="utf-8"/><script async fetchpriority="high" src="/assets/route-preload-1.js"></script><link rel="stylesheet" href="/a.css"/></head>',
    );
    expect(() => placeRoutePreload("<head></head>", "/assets/route-preload-1.js")).toThrow(/data-route-preload/);
  });
});
