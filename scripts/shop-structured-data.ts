/**
 * The home page's schema.org CafeOrCoffeeShop, written by the post-build at the end of index.html's
 * <head>: the shop's facts are fixed at build time, so the app's JS need not carry the code that
 * writes them (the first load of / has a budget). React leaves the end of <head> alone when it
 * hydrates. docs/decisions/0015-search-and-valid-pages.md.
 */

import { shopLocation } from "../app/lib/shop/shop-location";
import { parseWhatsAppNumber, shopProfile } from "../app/lib/shop/shop-profile";
import { defaultShopSettings } from "../app/lib/shop/shop-settings";
import { coffeeShopStructuredData, shopFactsOf } from "../app/lib/shop/structured-data";
import { pixKeyOf, siteUrlOf } from "./config";
import type { Env } from "./headers";

/** The shop's data for this build's settings; the hours are the defaults, staff's own are only read in the browser. */
export function shopStructuredData(env: Env): Record<string, unknown> {
  const details = {
    name: shopProfile.name,
    address: shopLocation.streetAddress,
    phone: "",
    whatsapp: parseWhatsAppNumber(env.VITE_SHOP_WHATSAPP) ?? "",
    instagram: "",
  };
  return coffeeShopStructuredData(
    siteUrlOf(env),
    shopFactsOf(details, defaultShopSettings.hours, pixKeyOf(env) !== null),
  );
}

/** index.html with the data as a JSON-LD block just before </head>; "<" escaped so no text can close the element. */
export function placeShopStructuredData(html: string, data: Record<string, unknown>): string {
  const end = html.indexOf("</head>");
  if (end === -1 || html.indexOf("</head>", end + 1) !== -1) throw new Error("index.html has no single </head>");
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `${html.slice(0, end)}<script type="application/ld+json">${json}</script>${html.slice(end)}`;
}
