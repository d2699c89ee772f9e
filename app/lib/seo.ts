/** What search engines read on a page besides its title and description: pure, so tests give the site's address. */
import type { MetaDescriptor } from "@remix-run/react";

import { type Product, productPath } from "./catalogue";

/** The page's one address, so filters (`/?tipo=…`) and other spellings count as the same page. */
export function canonicalLink(siteUrl: string, path: string): MetaDescriptor {
  return { tagName: "link", rel: "canonical", href: `${siteUrl}${path}` };
}

/** schema.org Product with its Offer: what a result can show as name, picture and price in reais. */
export function productStructuredData(product: Product, siteUrl: string, shopName: string): MetaDescriptor {
  const url = `${siteUrl}${productPath(product)}`;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.description,
      description: product.details,
      image: `${siteUrl}${product.image}`,
      category: product.type,
      url,
      offers: {
        "@type": "Offer",
        // schema.org wants a dot and no currency symbol: 12.50, not "R$ 12,50".
        price: product.price.toFixed(2),
        priceCurrency: "BRL",
        availability: "https://schema.org/InStock",
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

/** The home page's share picture. */
export const homeShareImagePath = "/share/cafeteria.png";

/** Every share picture is drawn at this size: the 1.91:1 that Open Graph previews crop to. */
export const shareImageSize = { width: 1200, height: 630 } as const;

interface SharedPage {
  title: string;
  description: string;
  /** The page's path, percent-encoded; `image` a path under the site too. */
  path: string;
  image: string;
  type: "website" | "product";
}

type SocialTag = { property: string; content: string } | { name: string; content: string };

/** Open Graph and Twitter card tags: what a shared link's preview shows (WhatsApp reads og:*). */
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
