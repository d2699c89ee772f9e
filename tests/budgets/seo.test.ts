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

import { type ShopServer, startShopServer } from "../support/shop-server";

const client = join(process.cwd(), "build", "client");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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

describe("a product page, rendered", () => {
  let server: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}: install it or set CHROME_PATH`);
    server = await startShopServer(client);
    browser = await chromium.launch({
      executablePath: chromePath,
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
