/**
 * What search engines get from the build: robots.txt and a sitemap of the 15 indexable pages,
 * all under one address, and on a product page (rendered in Chromium from the served build,
 * as a crawler that runs scripts sees it) a canonical link and Product data naming the price,
 * with no CSP violation.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pageFile, prerenderedPaths } from "../../app/lib/shop/pages";
import { executablePath } from "../../playwright.config";
import { type ShopServer, startShopServer } from "../support/shop-server";

const client = join(process.cwd(), "build", "client");

function sitemapLocations(): string[] {
  const xml = readFileSync(join(client, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

describe("robots.txt and sitemap.xml", () => {
  it("list the home page and the 14 coffees at absolute addresses of one site", () => {
    const locations = sitemapLocations();
    expect(locations).toHaveLength(15);
    const site = new URL(locations[0] ?? "").origin;
    expect(locations[0]).toBe(`${site}/`);
    for (const location of locations) expect(new URL(location).origin, location).toBe(site);
    expect(locations).toContain(`${site}/product/Caf%C3%A9%20com%20Leite`);
    expect(readFileSync(join(client, "robots.txt"), "utf8")).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

function pageHtml(path: string): string {
  return readFileSync(join(client, pageFile(path)), "utf8");
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "null"),
  );
}

function metaContent(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta [^>]*>/g)].find((match) =>
    new RegExp(`(?:property|name)="${key.replace(/[.:]/g, "\\$&")}"`).test(match[0]),
  );
  return tag && /content="([^"]*)"/.exec(tag[0])?.[1];
}

describe("the built pages' heads", () => {
  const shells = ["/Carrinho", "/order-done", "/Admin", "/pedidos"];
  const shared = prerenderedPaths().filter((path) => !shells.includes(path));

  it("describe the shop on / as a CafeOrCoffeeShop with its address, place, hours and menu", () => {
    const [shop, ...others] = jsonLd(pageHtml("/"));
    expect(others).toEqual([]);
    expect(shop).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CafeOrCoffeeShop",
      name: "Cafeteria",
      address: { "@type": "PostalAddress", addressLocality: "Recife", addressRegion: "PE", addressCountry: "BR" },
      geo: { "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) },
      openingHoursSpecification: [expect.objectContaining({ opens: "00:00", closes: "23:59" })],
      hasMenu: expect.stringMatching(/^https?:\/\/[^/]+\/$/),
      priceRange: expect.stringMatching(/^R\$/),
    });
    if ("telephone" in (shop ?? {})) expect(shop?.telephone).toMatch(/^\+\d{12,15}$/);
  });

  it("give each coffee Product data whose picture is its 1200×630 PNG in the build", () => {
    for (const path of shared.filter((page) => page.startsWith("/product/"))) {
      const [product] = jsonLd(pageHtml(path));
      expect(product, path).toMatchObject({ "@type": "Product", offers: { "@type": "Offer", priceCurrency: "BRL" } });
      const image = new URL(String(product?.image));
      expect(image.pathname, path).toMatch(/^\/share\/[a-z-]+\.png$/);
      expect(existsSync(join(client, image.pathname)), path).toBe(true);
    }
  });

  it("describe every shared picture in og:image:alt and twitter:image:alt", () => {
    expect(shared).toHaveLength(15);
    for (const path of shared) {
      const html = pageHtml(path);
      expect(metaContent(html, "og:image"), path).toMatch(/\.png$/);
      expect(metaContent(html, "og:image:alt"), path).toMatch(/^Ilustração de \S/);
      expect(metaContent(html, "twitter:image:alt"), path).toBe(metaContent(html, "og:image:alt"));
    }
  });

  it("keep the cart, the orders and Admin out of search results, and the shop's pages in", () => {
    for (const path of shells) expect(metaContent(pageHtml(path), "robots"), path).toBe("noindex");
    for (const path of shared) expect(metaContent(pageHtml(path), "robots"), path).toBeUndefined();
  });
});

describe("a product page, rendered", () => {
  let server: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    if (executablePath && !existsSync(executablePath))
      throw new Error(`no Chromium at ${executablePath}: install it or set CHROME_PATH`);
    server = await startShopServer(client);
    browser = await chromium.launch({
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("has a canonical link and Product data with the price in reais, within the CSP", async () => {
    const origin = `http://127.0.0.1:${server.port}`;
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Only the shop itself: the build may name an emulator or CEP service that is not running here.
    await page.route("**/*", (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
    await page.goto(`${origin}/product/Latte`);
    await page.getByRole("heading", { level: 1, name: "Latte" }).waitFor();

    const structured = await page.locator('script[type="application/ld+json"]').textContent();
    const product = JSON.parse(structured ?? "null");
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Latte",
      offers: { "@type": "Offer", price: "12.50", priceCurrency: "BRL" },
    });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(sitemapLocations()).toContain(canonical);
    expect(canonical).toMatch(/\/product\/Latte$/);
    expect(product.url).toBe(canonical);
    expect(violations).toEqual([]);
    await page.close();
  }, 60_000);
});
