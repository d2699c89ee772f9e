import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { catalogue, findProduct } from "~/lib/catalogue";
import {
  canonicalLink,
  homeShareImagePath,
  productStructuredData,
  shareImagePath,
  shareImageSize,
  socialMeta,
} from "~/lib/seo";

import { indexablePaths, robotsTxt, sitemapXml } from "../scripts/seo-files";

const site = "https://cafeteria.example";

describe("canonical links", () => {
  it("name the page's absolute address", () => {
    expect(canonicalLink(site, "/")).toEqual({ tagName: "link", rel: "canonical", href: "https://cafeteria.example/" });
    expect(canonicalLink(site, "/product/Caf%C3%A9%20com%20Leite")).toMatchObject({
      href: `${site}/product/Caf%C3%A9%20com%20Leite`,
    });
  });
});

describe("product structured data", () => {
  it("is a schema.org Product with an Offer in reais", () => {
    const latte = findProduct("Latte");
    if (!latte) throw new Error("Latte is not in the catalogue");
    const descriptor = productStructuredData(latte, site, "Cafeteria");
    const data = JSON.parse(JSON.stringify((descriptor as { "script:ld+json": unknown })["script:ld+json"]));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Latte",
      image: `${site}/coffees/latte.svg`,
      url: `${site}/product/Latte`,
      offers: { "@type": "Offer", price: "12.50", priceCurrency: "BRL", availability: "https://schema.org/InStock" },
    });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("list the home page and every coffee, absolute and escaped", () => {
    const paths = indexablePaths();
    expect(paths).toHaveLength(1 + catalogue.length);
    expect(paths).toContain("/product/%C3%81rabe");
    const xml = sitemapXml(site, paths);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(15);
    expect(locations[0]).toBe(`${site}/`);
    expect(sitemapXml(site, ["/?a=1&b=2"])).toContain("<loc>https://cafeteria.example/?a=1&#38;b=2</loc>");
  });

  it("robots.txt lets crawlers in and points at the sitemap", () => {
    expect(robotsTxt(site)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://cafeteria.example/sitemap.xml\n");
  });
});

describe("link previews", () => {
  it("name the page, its picture as an absolute URL, a product's type and the pt_BR locale", () => {
    const latte = findProduct("Latte");
    if (!latte) throw new Error("Latte is not in the catalogue");
    const tags = socialMeta(site, "Cafeteria", {
      title: "Latte — R$ 12,50",
      description: latte.details,
      path: "/product/Latte",
      image: shareImagePath(latte),
      type: "product",
    });
    const value = (key: string) =>
      tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key))?.content;
    expect(value("og:title")).toBe("Latte — R$ 12,50");
    expect(value("og:image")).toBe(`${site}/share/latte.png`);
    expect(value("og:type")).toBe("product");
    expect(value("og:locale")).toBe("pt_BR");
    expect(value("og:url")).toBe(`${site}/product/Latte`);
    expect(value("twitter:card")).toBe("summary_large_image");
    expect(value("twitter:image")).toBe(value("og:image"));
  });

  it("give each coffee a PNG of its own illustration, committed in public/share", () => {
    const pictures = catalogue.map(shareImagePath);
    expect(new Set(pictures).size).toBe(catalogue.length);
    for (const path of [...pictures, homeShareImagePath]) {
      expect(path).toMatch(/^\/share\/[a-z-]+\.png$/);
      const png = readFileSync(join(process.cwd(), "public", path));
      // The PNG header's width and height: the 1200×630 that previews show uncropped.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([shareImageSize.width, shareImageSize.height]);
    }
  });
});
