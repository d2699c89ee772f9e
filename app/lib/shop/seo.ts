/** What search engines read on a page besides its title and description: pure, so tests give the site's address. */
import type { MetaDescriptor } from "@remix-run/react";

import { catalogue, formatBRL, type Product, productPath } from "~/lib/catalogue";

import type { OpeningHours } from "./shop-settings";

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

const weekDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** A week without hours is always open (00:00–23:59); closing before opening runs past midnight. */
export function openingHoursSpecification(hours: readonly (OpeningHours | null)[]): Record<string, unknown>[] {
  const spec = (days: readonly string[], opens: string, closes: string) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((day) => `https://schema.org/${day}`),
    opens,
    closes,
  });
  if (hours.every((day) => day === null)) return [spec(weekDays, "00:00", "23:59")];
  return weekDays.flatMap((day, index) => {
    const open = hours[index];
    if (!open) return [];
    // Round the clock or until midnight: Google writes the end of a day 23:59.
    const closes = open.closes === open.opens || open.closes === 0 ? "23:59" : clock(open.closes);
    return [spec([day], clock(open.opens), closes)];
  });
}

interface ShopPlace {
  name: string;
  city: string;
  state: string;
  streetAddress: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

interface ShopFacts {
  profile: ShopPlace;
  hours: readonly (OpeningHours | null)[];
  /** wa.me digits, with the country code. */
  whatsapp: string | null;
  pixOffered: boolean;
  products?: readonly Pick<Product, "price">[];
}

/** The post-build writes it into the home page's HTML (scripts/shop-structured-data.ts), not the app's JS. */
export function coffeeShopStructuredData(siteUrl: string, facts: ShopFacts): Record<string, unknown> {
  const { profile, hours, whatsapp, pixOffered, products = catalogue } = facts;
  const prices = products.map((product) => product.price);
  const payments = ["Cartão de crédito", "Cartão de débito", "Dinheiro", ...(pixOffered ? ["Pix"] : [])];
  return {
    "@context": "https://schema.org",
    "@type": "CafeOrCoffeeShop",
    "@id": `${siteUrl}/#cafeteria`,
    name: profile.name,
    url: `${siteUrl}/`,
    image: `${siteUrl}${homeShareImagePath}`,
    ...(whatsapp ? { telephone: `+${whatsapp}` } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: profile.streetAddress,
      addressLocality: profile.city,
      addressRegion: profile.state,
      postalCode: profile.postalCode,
      addressCountry: "BR",
    },
    geo: { "@type": "GeoCoordinates", latitude: profile.latitude, longitude: profile.longitude },
    openingHoursSpecification: openingHoursSpecification(hours),
    // The catalogue is the menu.
    hasMenu: `${siteUrl}/`,
    servesCuisine: "Café",
    priceRange: `${formatBRL(Math.min(...prices))}–${formatBRL(Math.max(...prices))}`,
    currenciesAccepted: "BRL",
    paymentAccepted: payments.join(", "),
  };
}
