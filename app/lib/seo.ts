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
