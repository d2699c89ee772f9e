/** The home page's schema.org CafeOrCoffeeShop: apart from seo.ts, whose part the first load of every page carries. */
import { catalogue, formatBRL, type Product } from "~/lib/catalogue";

import { homeShareImagePath } from "./seo";
import type { ShopDetails } from "./shop-details";
import { shopLocation } from "./shop-location";
import { instagramUrl, shopProfile } from "./shop-profile";
import type { OpeningHours } from "./shop-settings";

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
  /** DDD and number. */
  phone?: string;
  instagram?: string;
  pixOffered: boolean;
  products?: readonly Pick<Product, "price">[];
}

/** The post-build writes it into the home page's HTML (scripts/shop-structured-data.ts); ShopFooter updates it. */
export function coffeeShopStructuredData(siteUrl: string, facts: ShopFacts): Record<string, unknown> {
  const { profile, hours, whatsapp, phone, instagram, pixOffered, products = catalogue } = facts;
  const telephone = phone ? `+55${phone}` : whatsapp ? `+${whatsapp}` : null;
  const prices = products.map((product) => product.price);
  const payments = ["Cartão de crédito", "Cartão de débito", "Dinheiro", ...(pixOffered ? ["Pix"] : [])];
  return {
    "@context": "https://schema.org",
    "@type": "CafeOrCoffeeShop",
    "@id": `${siteUrl}/#cafeteria`,
    name: profile.name,
    url: `${siteUrl}/`,
    image: `${siteUrl}${homeShareImagePath}`,
    ...(telephone ? { telephone } : {}),
    ...(instagram ? { sameAs: [instagramUrl(instagram)] } : {}),
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

/** "Dados da loja" where the shop is: its city, state, postal code and map point are the build's. */
export function shopFactsOf(
  details: ShopDetails,
  hours: ShopFacts["hours"],
  pixOffered: boolean,
): Omit<ShopFacts, "products"> {
  return {
    profile: { ...shopProfile, ...shopLocation, name: details.name, streetAddress: details.address },
    hours,
    whatsapp: details.whatsapp || null,
    phone: details.phone,
    instagram: details.instagram,
    pixOffered,
  };
}
