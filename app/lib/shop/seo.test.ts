import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { catalogue, findProduct } from "~/lib/catalogue";

import { indexablePaths, robotsTxt, sitemapXml } from "../../../scripts/seo-files";
import { placeShopStructuredData, shopStructuredData } from "../../../scripts/shop-structured-data";
import {
  canonicalLink,
  homeDescription,
  homeShareImagePath,
  productShareImageAlt,
  productStructuredData,
  shareImagePath,
  shareImageSize,
  socialMeta,
} from "./seo";
import { shopLocation } from "./shop-location";
import { shopProfile } from "./shop-profile";
import { defaultShopSettings } from "./shop-settings";
import { coffeeShopStructuredData, openingHoursSpecification, shopFactsOf } from "./structured-data";

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
  it("is a schema.org Product with an Offer in reais and the 1200×630 picture", () => {
    const latte = findProduct("Latte");
    if (!latte) throw new Error("Latte is not in the catalogue");
    const descriptor = productStructuredData(latte, site, "Cafeteria");
    const data = JSON.parse(JSON.stringify((descriptor as { "script:ld+json": unknown })["script:ld+json"]));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Latte",
      image: `${site}/share/latte.png`,
      url: `${site}/product/Latte`,
      offers: { "@type": "Offer", price: "12.50", priceCurrency: "BRL" },
    });
    // Sold out is only known in the browser: the HTML claims no availability (decision 0015).
    expect(data.offers).not.toHaveProperty("availability");
  });
});

function structured(data: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(data));
}

describe("the shop's structured data", () => {
  const facts = {
    profile: { ...shopProfile, ...shopLocation },
    hours: defaultShopSettings.hours,
    whatsapp: "5581999990000",
    pixOffered: true,
  };

  it("is a CafeOrCoffeeShop with address, place, phone, menu, prices and payments", () => {
    const data = structured(coffeeShopStructuredData(site, facts));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CafeOrCoffeeShop",
      name: "Cafeteria",
      url: `${site}/`,
      image: `${site}/share/cafeteria.png`,
      telephone: "+5581999990000",
      address: { "@type": "PostalAddress", addressLocality: "Recife", addressRegion: "PE", addressCountry: "BR" },
      geo: { "@type": "GeoCoordinates", latitude: shopLocation.latitude, longitude: shopLocation.longitude },
      hasMenu: `${site}/`,
      paymentAccepted: "Cartão de crédito, Cartão de débito, Dinheiro, Pix",
    });
    const prices = catalogue.map((product) => product.price);
    expect(data.priceRange).toBe(
      `R$\u00a0${Math.min(...prices)
        .toFixed(2)
        .replace(".", ",")}–R$\u00a0${Math.max(...prices)
        .toFixed(2)
        .replace(".", ",")}`,
    );
  });

  it("names no phone without a WhatsApp, and no Pix when it is not offered", () => {
    const data = structured(coffeeShopStructuredData(site, { ...facts, whatsapp: null, pixOffered: false }));
    expect(data).not.toHaveProperty("telephone");
    expect(data.paymentAccepted).toBe("Cartão de crédito, Cartão de débito, Dinheiro");
  });

  it('says the owner\'s "Dados da loja": name, street, phone first, Instagram', () => {
    const details = {
      name: "Café do Bom Jesus",
      address: "Rua do Bom Jesus, 183 — Recife Antigo",
      phone: "8132240000",
      whatsapp: "5581998765432",
      instagram: "cafe.bomjesus",
    };
    const data = structured(coffeeShopStructuredData(site, shopFactsOf(details, defaultShopSettings.hours, false)));
    expect(data).toMatchObject({
      name: "Café do Bom Jesus",
      telephone: "+558132240000",
      sameAs: ["https://www.instagram.com/cafe.bomjesus/"],
      address: { streetAddress: "Rua do Bom Jesus, 183 — Recife Antigo", addressLocality: "Recife" },
    });
    const noPhone = structured(
      coffeeShopStructuredData(site, shopFactsOf({ ...details, phone: "", instagram: "" }, [], false)),
    );
    expect(noPhone.telephone).toBe("+5581998765432");
    expect(noPhone).not.toHaveProperty("sameAs");
  });

  it("writes the hours: always open, closed days left out, past midnight kept", () => {
    expect(openingHoursSpecification(defaultShopSettings.hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: "00:00",
        closes: "23:59",
      },
    ]);
    const week = [
      null,
      { opens: 7 * 60, closes: 18 * 60 + 30 },
      null,
      null,
      null,
      { opens: 18 * 60, closes: 2 * 60 },
      null,
    ];
    expect(openingHoursSpecification(week)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday"],
        opens: "07:00",
        closes: "18:30",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Friday"],
        opens: "18:00",
        closes: "02:00",
      },
    ]);
  });
});

describe("the home page's description", () => {
  it("says how to pay as the build offers it", () => {
    expect(homeDescription("Recife", false)).toMatch(/em Recife\. Pague na entrega\.$/);
    expect(homeDescription("Recife", true)).toMatch(/Pague com Pix ou na entrega\.$/);
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
      imageAlt: productShareImageAlt(latte),
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
    expect(value("og:image:alt")).toBe("Ilustração de Latte");
    expect(value("twitter:image:alt")).toBe(value("og:image:alt"));
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

describe("the home page's shop data in the HTML", () => {
  it("follows the build's settings: the phone from the WhatsApp, Pix when a key is set", () => {
    const data = shopStructuredData({ VITE_SHOP_WHATSAPP: "+55 81 99999-0000", SITE_URL: site });
    expect(data).toMatchObject({ "@type": "CafeOrCoffeeShop", telephone: "+5581999990000", url: `${site}/` });
    expect(data.paymentAccepted).not.toContain("Pix");
    const withPix = shopStructuredData({ VITE_SHOP_PIX_KEY: "pix@cafeteria.com.br" });
    expect(withPix).not.toHaveProperty("telephone");
    expect(withPix.paymentAccepted).toContain("Pix");
  });

  it("goes just before </head>, with no text that could close its element", () => {
    const html = placeShopStructuredData("<html><head><title>x</title></head><body></body></html>", {
      name: "</script><b>",
    });
    expect(html).toBe(
      '<html><head><title>x</title><script type="application/ld+json">{"name":"\\u003c/script>\\u003cb>"}</script></head><body></body></html>',
    );
    expect(() => placeShopStructuredData("<p></p>", {})).toThrow(/<\/head>/);
  });
});
