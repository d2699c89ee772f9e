import { readFileSync } from "node:fs";
import { join } from "node:path";

import { minimatch } from "minimatch";
import { describe, expect, it } from "vitest";

import { prerenderedPaths } from "../app/lib/shop/pages";
import { externalizeBootScripts, withoutModulePreloads } from "../scripts/externalize-boot-scripts";
import { firstPaintScript } from "../scripts/first-paint-script";
import {
  cacheControlFor,
  commonHeaders,
  contentSecurityPolicy,
  documentHeaders,
  headersFor,
  hostingHeaders,
  hostingRedirects,
  hostingRewrites,
  scriptHashSource,
} from "../scripts/headers";

function directive(csp: string, name: string): string[] {
  const found = csp.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

describe("Content-Security-Policy", () => {
  it("allows only our own scripts (plus Google's sign-in script) and, by its hash, the home page's one inline script", () => {
    const csp = contentSecurityPolicy({});
    expect(directive(csp, "script-src")).toEqual([
      "'self'",
      scriptHashSource(firstPaintScript),
      "https://apis.google.com",
    ]);
    expect(scriptHashSource(firstPaintScript)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directive(csp, "style-src")).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
  });

  it("lets App Check's reCAPTCHA Enterprise in only when a site key is set", () => {
    const off = contentSecurityPolicy({});
    expect(directive(off, "script-src")).not.toContain("https://www.google.com");
    expect(directive(off, "connect-src")).not.toContain("https://content-firebaseappcheck.googleapis.com");
    const on = contentSecurityPolicy({ VITE_APPCHECK_SITE_KEY: "6Lc-site-key" });
    expect(directive(on, "script-src")).toEqual(
      expect.arrayContaining(["https://www.google.com", "https://www.gstatic.com"]),
    );
    expect(directive(on, "frame-src")).toContain("https://www.google.com");
    expect(directive(on, "connect-src")).toContain("https://content-firebaseappcheck.googleapis.com");
    expect(directive(on, "script-src")).not.toContain("'unsafe-inline'");
  });

  it("lets the app reach the CEP services and Firebase it is built with", () => {
    const defaults = directive(contentSecurityPolicy({}), "connect-src");
    expect(defaults).toEqual(
      expect.arrayContaining([
        "https://viacep.com.br",
        "https://brasilapi.com.br",
        "https://identitytoolkit.googleapis.com",
        "https://firestore.googleapis.com",
      ]),
    );
    const custom = contentSecurityPolicy({
      VITE_CEP_API_URL: "http://127.0.0.1:4211/",
      VITE_CEP_FALLBACK_API_URL: "https://cep.example.com/base",
      VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      VITE_FIREBASE_AUTH_DOMAIN: "cafeteria.firebaseapp.com",
    });
    expect(directive(custom, "connect-src")).toEqual(
      expect.arrayContaining([
        "http://127.0.0.1:4211",
        "https://cep.example.com",
        "http://127.0.0.1:9099",
        "http://127.0.0.1:8080",
      ]),
    );
    expect(directive(custom, "connect-src")).not.toContain("https://viacep.com.br");
    expect(directive(custom, "frame-src")).toContain("https://cafeteria.firebaseapp.com");
  });

  it("comes on documents with the other security headers, and a COOP that keeps the popup working", () => {
    for (const path of ["/", "/index.html", "/product/Caf%C3%A9%20com%20Leite", "/Carrinho", "/sw.js"]) {
      expect(headersFor(path, {}), path).toMatchObject({
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        "Content-Security-Policy": contentSecurityPolicy({}),
      });
      expect(headersFor(path, {})["Permissions-Policy"]).toMatch(/camera=\(\)/);
    }
  });

  it("leaves the document policies off assets, which ignore them", () => {
    for (const path of ["/assets/root-abc.js", "/coffees/latte.svg", "/manifest.webmanifest"]) {
      const headers = headersFor(path, {});
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers, path).not.toHaveProperty("Content-Security-Policy");
    }
  });
});

describe("caching", () => {
  it("caches hashed assets for a year and revalidates the rest", () => {
    expect(cacheControlFor("/assets/root-abc.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/index.html")).toBe("no-cache");
    expect(cacheControlFor("/coffees/latte.svg")).toBe("no-cache");
  });
});

interface HostingRule {
  source: string;
}
interface HostingConfig {
  cleanUrls?: boolean;
  headers: (HostingRule & { headers: { key: string; value: string }[] })[];
  rewrites: (HostingRule & { destination: string })[];
  redirects?: (HostingRule & { destination: string; type: number })[];
}

function readHostingConfig(): HostingConfig {
  return JSON.parse(readFileSync(join(process.cwd(), "firebase.json"), "utf8")).hosting;
}

/**
 * What Firebase Hosting answers for a path, as its emulator (superstatic) decides it: globs match
 * the requested path with minimatch; first a redirect whose source matches the decoded path
 * (decodeURI), to its destination percent-encoded (encodeURI); then a file (looked up decoded) wins, with cleanUrls `/a.html` is
 * a redirect to `/a`, `/` is index.html and `/a` is a.html; then the first matching rewrite
 * applies; with none, the site's 404.html with status 404. Headers of every matching rule are
 * added, later ones overriding.
 */
function hostingAnswer(hosting: HostingConfig, path: string, files: string[]) {
  const matches = (rule: HostingRule) => minimatch(path, rule.source);
  const file = (candidate: string) => files.includes(decodeURI(candidate));
  let served: string | undefined;
  let redirect: string | undefined;
  let status = 200;
  const redirectRule = hosting.redirects?.find((rule) => minimatch(decodeURI(path), rule.source));
  if (redirectRule) {
    redirect = encodeURI(redirectRule.destination);
    status = redirectRule.type;
  } else if (file(path) && hosting.cleanUrls && path.endsWith(".html"))
    redirect = path.replace(/(\/index)?\.html$/, "") || "/";
  else if (file(path)) served = decodeURI(path);
  else if (path.endsWith("/") && file(`${path}index.html`)) served = decodeURI(`${path}index.html`);
  else if (hosting.cleanUrls && !path.endsWith("/") && file(`${path}.html`)) served = decodeURI(`${path}.html`);
  else served = hosting.rewrites.find(matches)?.destination;
  if (!served && !redirect) {
    status = 404;
    served = file("/404.html") ? "/404.html" : undefined;
  }
  const headers: Record<string, string> = {};
  for (const rule of hosting.headers.filter(matches)) for (const { key, value } of rule.headers) headers[key] = value;
  return { served, redirect, status, headers };
}

describe("firebase.json", () => {
  const files = [
    "/index.html",
    "/404.html",
    "/Carrinho.html",
    "/product/Café com Leite.html",
    "/product/Irlandês.html",
    "/sw.js",
    "/assets/root-abc.js",
    "/coffees/latte.svg",
    "/manifest.webmanifest",
  ];

  it("carries the headers and rewrites scripts/headers.ts gives for a default build (run npm run hosting:config)", () => {
    const config = JSON.parse(readFileSync(join(process.cwd(), "firebase.json"), "utf8"));
    expect(config.hosting.headers).toEqual(hostingHeaders({}));
    expect(config.hosting.rewrites).toEqual(hostingRewrites);
    expect(config.hosting.redirects).toEqual(hostingRedirects());
    expect(config.hosting.cleanUrls).toBe(true);
    expect(config.emulators.auth.port).toBe(9099);
    expect(config.emulators.firestore.port).toBe(8080);
    expect(config.firestore.rules).toBe("firestore.rules");
    expect(config.firestore.indexes).toBe("firestore.indexes.json");
  });

  it("deploys the index staff's live list of orders in progress needs (status, newest first)", () => {
    const { indexes } = JSON.parse(readFileSync(join(process.cwd(), "firestore.indexes.json"), "utf8"));
    expect(indexes).toContainEqual({
      collectionGroup: "orders",
      queryScope: "COLLECTION",
      fields: [
        { fieldPath: "status", order: "ASCENDING" },
        { fieldPath: "createdAt", order: "DESCENDING" },
      ],
    });
  });

  it("answers each prerendered page with its own HTML, names with accents and spaces included", () => {
    const hosting = readHostingConfig();
    const pages = {
      "/": "/index.html",
      "/Carrinho": "/Carrinho.html",
      "/product/Caf%C3%A9%20com%20Leite": "/product/Café com Leite.html",
      "/product/Irland%C3%AAs": "/product/Irlandês.html",
    };
    for (const [path, page] of Object.entries(pages)) {
      const answer = hostingAnswer(hosting, path, files);
      expect(answer.served, path).toBe(page);
      expect(answer.status, path).toBe(200);
      expect(answer.headers, path).toMatchObject({
        ...documentHeaders({}),
        ...commonHeaders,
        "Cache-Control": "no-cache",
      });
    }
    expect(hostingAnswer(hosting, "/index.html", files).redirect).toBe("/");
  });

  it("sends a coffee's name spelled decomposed to its NFC address with a 301, and never an NFC address anywhere", () => {
    const hosting = readHostingConfig();
    for (const [path, location] of [
      ["/product/Irlande%CC%82s", "/product/Irland%C3%AAs"],
      ["/product/Cafe%CC%81%20com%20Leite", "/product/Caf%C3%A9%20com%20Leite"],
      ["/product/A%CC%81rabe", "/product/%C3%81rabe"],
    ] as const) {
      const answer = hostingAnswer(hosting, path, files);
      expect([answer.status, answer.redirect], path).toEqual([301, location]);
      expect(prerenderedPaths(), path).toContain(location);
    }
    for (const path of prerenderedPaths()) expect(hostingAnswer(hosting, path, files).redirect, path).toBeUndefined();
  });

  it("answers every other page path with 404 and the app shell with its policies, whatever the path looks like", () => {
    const hosting = readHostingConfig();
    // No rewrite: one to the shell would answer 200 for any path, unknown coffees included (a soft 404).
    expect(hosting.rewrites).toEqual([]);
    for (const path of [
      "/nao/existe",
      "/product/Nada",
      "/product/Nao-existe",
      "/favoritos",
      "/a(b).js",
      "/assets%2Fapp.js",
      "/favicon.ico",
    ]) {
      const answer = hostingAnswer(hosting, path, files);
      expect(answer.served, path).toBe("/404.html");
      expect(answer.status, path).toBe(404);
      expect(answer.headers, path).toMatchObject({
        ...documentHeaders({}),
        ...commonHeaders,
        "Cache-Control": "no-cache",
      });
    }
    expect(hostingAnswer(hosting, "/sw.js", files).headers).toMatchObject(documentHeaders({}));
  });

  it("leaves /assets alone: a file is cached for a year, a missing one is a 404", () => {
    const hosting = readHostingConfig();
    const asset = hostingAnswer(hosting, "/assets/root-abc.js", files);
    expect(asset.served).toBe("/assets/root-abc.js");
    expect(asset.headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers).not.toHaveProperty("Content-Security-Policy");
    expect(asset.status).toBe(200);
    expect(hostingAnswer(hosting, "/assets/product._description-gone.js", files).status).toBe(404);
  });
});

describe("hostingRedirects", () => {
  it("gives each other spelling of a page its own rule to the page, decoded; a name in ASCII none", () => {
    expect(hostingRedirects(["/", "/product/Latte", "/product/Irland%C3%AAs"])).toEqual([
      { source: "/product/Irlande\u0302s", destination: "/product/Irlandês", type: 301 },
    ]);
  });

  it("stops the build at a page name Hosting would read as a glob", () => {
    expect(() => hostingRedirects(["/product/Caf%C3%A9*"])).toThrow(/glob/);
  });
});

describe("externalizeBootScripts", () => {
  it("moves inline scripts into files, classic ones together and in order, modules apart", () => {
    const boot = 'import * as route0 from "/r.js";\nwindow.__remixRouteModules = {"root":route0};\nimport("/e.js");';
    const written = new Map<string, string>();
    const html = externalizeBootScripts(
      `<body><p>x</p><script>a=1</script><script type="module" async="">${boot}</script><script>b=2</script><script src="/keep.js"></script></body>`,
      (name, source) => written.set(name, source),
    );
    expect([...written.values()]).toEqual([boot, "a=1;\nb=2"]);
    expect(html).not.toMatch(/<script>[^<]/);
    // Each script element stays, so React hydrates the same elements it rendered; an empty one does not run.
    expect(html).toMatch(
      /^<body><p>x<\/p><script data-boot-src="\/assets\/boot-[0-9a-f]{12}\.js"><\/script><script type="module" data-boot-src="\/assets\/boot-module-[0-9a-f]{12}\.js"><\/script><script><\/script><script src="\/keep.js"><\/script><\/body>$/,
    );
  });

  it("as is (the bench's baseline app): loads the files by their src at once and leaves the boot unchanged", () => {
    // An unknown boot shape: deferRouteImports would throw on it.
    const boot = 'import "/m.js";\nimport("/e.js");';
    const written = new Map<string, string>();
    const html = externalizeBootScripts(
      `<body><script>a=1</script><script type="module" async="">${boot}</script><script>b=2</script></body>`,
      (name, source) => written.set(name, source),
      { asIs: true },
    );
    expect([...written.values()]).toEqual([boot, "a=1;\nb=2"]);
    expect(html).toMatch(
      /^<body><script src="\/assets\/boot-[0-9a-f]{12}\.js"><\/script><script type="module" src="\/assets\/boot-module-[0-9a-f]{12}\.js"><\/script><script><\/script><\/body>$/,
    );
  });

  it("leaves Remix's modulepreload links inert: scripts wait for the first paint", () => {
    expect(
      withoutModulePreloads('<link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/f.svg"/>'),
    ).toBe('<link rel="dns-prefetch" href="/assets/a.js"/><link rel="icon" href="/f.svg"/>');
  });

  it("leaves a page's JSON-LD where it is: data for crawlers, not code the CSP governs", () => {
    const jsonLd = '<script type="application/ld+json">{"@type":"Product"}</script>';
    const written = new Map<string, string>();
    const html = externalizeBootScripts(`<head>${jsonLd}</head>`, (name, source) => written.set(name, source));
    expect(html).toBe(`<head>${jsonLd}</head>`);
    expect(written.size).toBe(0);
  });
});
