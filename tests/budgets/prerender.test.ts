/**
 * The prerendered pages in build/client, read without a browser: what a crawler, a link preview
 * and a phone before JavaScript get (docs/decisions/0010-prerendered-pages.md). Also the traps
 * that would turn them back into an empty shell or make the static site ask a server for data.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { catalogue, productPath } from "../../app/lib/catalogue/catalogue";
import { cardKey } from "../../app/lib/catalogue/first-paint-filter";
import { formatBRL } from "../../app/lib/catalogue/money";
import { replaceInlineScripts } from "../../app/lib/platform/remix-internals";
import { APP_SHELL_FILE, pageFile, prerenderedPaths } from "../../app/lib/shop/pages";
import { readShopEnv } from "../../scripts/config";
import { firstPaintScript } from "../../scripts/first-paint-script";
import { headersFor, hostingHeaders, scriptHashSource } from "../../scripts/headers";
import { readRemixManifest } from "../../scripts/route-preload";

const client = join(process.cwd(), "build", "client");
const html = (file: string) => readFileSync(join(client, file), "utf8");

/** React escapes text and attributes this way; names and prices are compared as the HTML holds them. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function metaContent(page: string, key: string): string | undefined {
  const tag = [...page.matchAll(/<meta\s[^>]*>/g)].find(([tag]) => tag.includes(`"${key}"`))?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** The classic boot script a page loads: Remix's context (future flags, SPA mode) and its data. */
function bootScriptOf(page: string): string {
  const src = /<script data-boot-src="(\/assets\/boot-[0-9a-f]{12}\.js)">/.exec(page)?.[1];
  if (!src) throw new Error("no boot script");
  return readFileSync(join(client, src), "utf8");
}

describe("the home page's HTML", () => {
  const home = html("index.html");

  it("holds the hero, the benefits and all 14 coffees with their type and price in reais", () => {
    expect(home).toContain("Encontre o café perfeito para o seu dia");
    expect(home).toContain("Acompanhe o pedido ao vivo");
    expect(catalogue).toHaveLength(14);
    for (const product of catalogue) {
      const name = escaped(product.description);
      const card = home.slice(home.indexOf(`>${name}</`));
      expect(card, product.description).not.toBe(home);
      expect(card.slice(0, 1500), product.description).toContain(escaped(formatBRL(product.price)));
      expect(home, product.description).toContain(`href="${productPath(product)}"`);
    }
    expect(home).not.toContain("Carregando…");
  });

  it("carries its title, description, canonical link and link preview", () => {
    expect(home).toMatch(/<title>Cafeteria — [^<]+<\/title>/);
    expect(metaContent(home, "description")).toBeTruthy();
    expect(home).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/"\/>/);
    expect(metaContent(home, "og:type")).toBe("website");
    expect(metaContent(home, "og:locale")).toBe("pt_BR");
    const image = new URL(metaContent(home, "og:image") ?? "");
    expect(existsSync(join(client, image.pathname))).toBe(true);
  });
});

describe("each product's HTML", () => {
  it.each(catalogue.map((product) => [product.description, product] as const))("%s", (_, product) => {
    const page = html(pageFile(productPath(product)));
    const name = escaped(product.description);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    expect(page).toContain(escaped(formatBRL(product.price)));
    expect(page).toContain(escaped(product.details));
    for (const ingredient of product.ingredients) expect(page).toContain(`<li>${escaped(ingredient)}</li>`);
    expect(page).toContain(`<title>${name} — Cafeteria</title>`);
    // Its LCP: in the HTML, the browser fetches it before any script runs, so no boot script starts it.
    expect(page).toMatch(new RegExp(`<img [^>]*src="${product.image}"`));
    expect(page).not.toMatch(new RegExp(`<img [^>]*src="${product.image}"[^>]*loading="lazy"`));

    expect(metaContent(page, "og:title")).toContain(name);
    expect(metaContent(page, "og:type")).toBe("product");
    expect(metaContent(page, "og:locale")).toBe("pt_BR");
    expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
    const image = metaContent(page, "og:image") ?? "";
    expect(image).toMatch(/^https?:\/\/[^/]+\/share\/[a-z-]+\.png$/);
    expect(existsSync(join(client, new URL(image).pathname)), image).toBe(true);
    expect(metaContent(page, "og:url")).toMatch(
      new RegExp(`${productPath(product).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );

    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page)?.[1] ?? "";
    expect(JSON.parse(jsonLd)).toMatchObject({
      "@type": "Product",
      name: product.description,
      offers: { price: product.price.toFixed(2), priceCurrency: "BRL" },
    });
  });
});

describe("the cart's and Admin's HTML: what a first visit sees, filled in after hydration", () => {
  const withoutScripts = (page: string) => page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  const mainOf = (page: string) => /<main\b[^>]*>([\s\S]*)<\/main>/.exec(withoutScripts(page))?.[1] ?? "";

  it("/Carrinho holds its heading and a placeholder for the cart it cannot know, and stays out of search", () => {
    const page = html(pageFile("/Carrinho"));
    const main = mainOf(page);
    expect(main).toMatch(/<h1 id="cart-title"[^>]*>Carrinho<\/h1>/);
    expect(main).toContain("<p>Carregando seu carrinho… Em um instante ele aparece aqui.</p>");
    expect(main).toMatch(/<noscript><p>[^<]*ative o JavaScript para vê-lo[^<]*<\/p><\/noscript>/);
    expect(main).not.toContain("vazio");
    expect(main).not.toContain("Carregando…");
    expect(metaContent(page, "robots")).toBe("noindex");
  });

  it("/Admin holds its heading and placeholders for the sign-in and this device's orders, and stays out of search", () => {
    const page = html(pageFile("/Admin"));
    const main = mainOf(page);
    expect(main).toMatch(/<h1 id="admin-title"[^>]*>Pedidos Recebidos<\/h1>/);
    expect(main).toContain("<p>Estes são os pedidos feitos neste aparelho.</p>");
    expect(main).toContain("Carregando os pedidos deste aparelho…");
    expect(main).toContain("Verificando sua conta…");
    // Its place held, neither painted nor read: a staff member may be signed in.
    expect(main).toMatch(/<span class="[^"]+" aria-hidden="true">Entre com a conta Google cadastrada na equipe/);
    expect(main).not.toContain("Nenhum pedido recebido ainda.");
    expect(main).not.toContain("Entrar com Google");
    expect(main).not.toContain("Carregando…");
    expect(metaContent(page, "robots")).toBe("noindex");
  });
});

describe("the shells and the app shell", () => {
  it("give the cart, the order and Admin their own title, the page filled in by the browser", () => {
    expect(html("Carrinho.html")).toContain("<title>Carrinho — Cafeteria</title>");
    expect(html("order-done.html")).toMatch(/<title>[^<]+— Cafeteria<\/title>/);
    expect(html("Admin.html")).toMatch(/<title>[^<]+— Cafeteria<\/title>/);
  });

  it("answer every other path with the app in SPA mode, which renders whatever route the URL names", () => {
    const shell = html(APP_SHELL_FILE);
    expect(shell).toContain("Carregando…");
    expect(shell).toContain("<title>Cafeteria</title>");
    expect(bootScriptOf(shell)).toContain('"isSpaMode":true');
    expect(bootScriptOf(html("index.html"))).toContain('"isSpaMode":false');
  });

  it("request their scripts with the HTML, having nothing to paint first; a page that is its HTML waits for its paint", () => {
    const preloads = (file: string) => [...html(file).matchAll(/<link rel="modulepreload" href="([^"]+)"/g)];
    for (const file of ["order-done.html", "pedidos.html", APP_SHELL_FILE]) {
      const urls = preloads(file).map((match) => match[1]);
      expect(urls, file).toEqual(expect.arrayContaining([readRemixManifest(client).entry.module]));
    }
    for (const path of ["/", "/product/Latte", "/Carrinho", "/Admin"])
      expect(preloads(pageFile(path)), path).toEqual([]);
  });
});

describe("the traps of a static prerender", () => {
  const manifest = readRemixManifest(client);

  it("every route with a server loader has a clientLoader: a navigation never asks the static host for data", () => {
    const withLoader = Object.values(manifest.routes).filter((route) => route.hasLoader);
    expect(withLoader.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        "root",
        "routes/_index",
        "routes/product.$description",
        "routes/Carrinho",
        "routes/Admin",
      ]),
    );
    for (const route of withLoader) expect(route.hasClientLoader, route.id).toBe(true);
  });

  it("lazy route discovery is off: nothing asks for /__manifest", () => {
    const boot = bootScriptOf(html("index.html"));
    expect(boot).toContain('"v3_lazyRouteDiscovery":false');
    // The whole manifest is there instead, every route of it.
    expect(Object.keys(manifest.routes)).toEqual(expect.arrayContaining(["routes/Carrinho", "routes/$"]));
  });

  it("the build leaves no server behind: what is deployed is build/client", () => {
    expect(existsSync(join(process.cwd(), "build", "server"))).toBe(false);
  });
});

/** The scripts a page runs from its own HTML: inline, not empty, not a data block. */
function inlineScriptsOf(page: string): string[] {
  const found: string[] = [];
  replaceInlineScripts(page, ({ source }) => {
    found.push(source);
    return "";
  });
  return found;
}

/** The sources a CSP's script-src allows. */
function scriptSources(csp: string | undefined): string[] {
  return (
    (csp ?? "")
      .split("; ")
      .find((part) => part.startsWith("script-src "))
      ?.split(" ") ?? []
  );
}

describe("the URL's filter on the first paint (docs/decisions/0011-url-filters-before-hydration.md)", () => {
  const home = html("index.html");
  const env = readShopEnv();

  it("the home page runs one inline script, the first paint's, in <head> ahead of the stylesheet", () => {
    expect(inlineScriptsOf(home)).toEqual([firstPaintScript]);
    const head = home.slice(0, home.indexOf("</head>"));
    expect(head.indexOf(firstPaintScript)).toBeGreaterThan(0);
    expect(head.indexOf(firstPaintScript)).toBeLessThan(head.indexOf('rel="stylesheet"'));
  });

  it("the CSP this build is served with allows exactly that script, by its hash, on npm start and Firebase Hosting", () => {
    const hash = scriptHashSource(inlineScriptsOf(home)[0] ?? "");
    const served = headersFor("/index.html", env)["Content-Security-Policy"];
    expect(scriptSources(served)).toContain(hash);
    expect(served).not.toMatch(/unsafe-inline|unsafe-eval/);
    const hosting = hostingHeaders(env).flatMap((rule) => rule.headers);
    const hostingCsp = hosting.find((header) => header.key === "Content-Security-Policy")?.value;
    expect(scriptSources(hostingCsp)).toContain(hash);
  });

  it("no other page runs an inline script: their placeholder stays empty", () => {
    for (const path of prerenderedPaths().filter((path) => path !== "/")) {
      expect(inlineScriptsOf(html(pageFile(path))), path).toEqual([]);
    }
    expect(inlineScriptsOf(html(APP_SHELL_FILE))).toEqual([]);
  });

  it("every card carries its key, and the stylesheet hides each by it", () => {
    const css = readdirSync(join(client, "assets"))
      .filter((name) => name.endsWith(".css"))
      .map((name) => readFileSync(join(client, "assets", name), "utf8"))
      .join("\n");
    catalogue.forEach((product, index) => {
      const key = cardKey(index);
      const card = home.slice(home.indexOf(`data-card="${key}"`));
      expect(card, product.description).not.toBe(home);
      expect(card.slice(0, 1500), product.description).toContain(`>${escaped(product.description)}</a>`);
      expect(css, key).toMatch(new RegExp(`html\\[data-hide~="?${key}"?\\] \\[data-card="?${key}"?\\]`));
    });
  });
});
