/** Settings that differ per deploy come from env vars at build time. */

import { parseWhatsAppNumber, shopProfile } from "./shop-profile";

declare const __SHOP_PIX_KEY__: string | null;

export const shop = {
  name: shopProfile.name,
  city: `${shopProfile.city}, ${shopProfile.state}`,
  // Outside a build (a script, a test run by Node) nothing is defined: no WhatsApp, no Pix.
  whatsapp: parseWhatsAppNumber(import.meta.env?.VITE_SHOP_WHATSAPP),
  /** Read by scripts/config.ts at build time. */
  pixKey: typeof __SHOP_PIX_KEY__ === "undefined" ? null : __SHOP_PIX_KEY__,
} as const;
