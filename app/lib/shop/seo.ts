/** What search engines read on a page besides its title and description: pure, so tests give the site's address. */
import type { MetaDescriptor } from "@remix-run/react";

import { type Product, productPath } from "~/lib/catalogue";

/** The page's one address, so filters (`/?tipo=…`) and other spellings count as the same page. */
export function canonicalLink(siteUrl: string, path: string): MetaDescriptor {
  return { tagName: "link", rel: "canonical", href: `${siteUrl}${path}` };
}

/** For pages that only make sense with the shopper's own data (cart, orders, staff). */
export const noindex: MetaDescriptor = { name: "robots", content: "noindex" };

/** No availability: sold out is only known in the browser (docs/decisions/0015-search-and-valid-pages.md). */
export function productStructuredData(product: Product, siteUrl: string, shopName: string): MetaDescriptor {
  const url = `${siteUrl}${productPath(product)}`;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.description,
      description: product.details,
      // Google wants pictures of at least 50 K pixels; the illustration is 120 px.
      image: `${siteUrl}${shareImagePath(product)}`,
      category: product.type,
      url,
      offers: {
        "@type": "Offer",
        // schema.org wants 12.50, not "R$ 12,50".
        price: product.price.toFixed(2),
        priceCurrency: "BRL",
        url,
        seller: { "@type": "Organization", name: shopName },
      },
    },
  };
}

/** A product's share picture: WhatsApp and most link previews ignore SVG (scripts/render-share-images.ts). */
export function shareImagePath(product: Pick<Product, "image">): string {
  return product.image.replace(/^\/coffees\/(.+)\.svg$/, "/share/$1.png");
}

export const homeShareImagePath = "/share/cafeteria.png";

/** For previews read aloud; the words drawn beside the illustration are the preview's title already. */
export const homeShareImageAlt = "Ilustração de um latte";

export function productShareImageAlt(product: Pick<Product, "description">): string {
  return `Ilustração de ${product.description}`;
}

/** The 1.91:1 that Open Graph previews crop to. */
export const shareImageSize = { width: 1200, height: 630 } as const;

interface SharedPage {
  title: string;
  description: string;
  /** Percent-encoded. */
  path: string;
  image: string;
  imageAlt: string;
  type: "website" | "product";
}

type SocialTag = { property: string; content: string } | { name: string; content: string };

export function socialMeta(siteUrl: string, shopName: string, page: SharedPage): SocialTag[] {
  const image = `${siteUrl}${page.image}`;
  return [
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: `${siteUrl}${page.path}` },
    { property: "og:type", content: page.type },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: shopName },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: page.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.imageAlt },
  ];
}

export function homeDescription(city: string, pixOffered: boolean): string {
  const payment = pixOffered ? "Pague com Pix ou na entrega." : "Pague na entrega.";
  return `Expressos, gelados, especiais e cafés com álcool, entregues quentinhos em ${city}. ${payment}`;
}
