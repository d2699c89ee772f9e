/** Who the shop is. Settings that differ per deploy come from env vars at build time. */

import { parseWhatsAppNumber, shopProfile } from "./shop-profile";

declare const __SHOP_PIX_KEY__: string | null;

export const shop = {
  name: shopProfile.name,
  city: `${shopProfile.city}, ${shopProfile.state}`,
  whatsapp: parseWhatsAppNumber(import.meta.env.VITE_SHOP_WHATSAPP),
  /** VITE_SHOP_PIX_KEY as scripts/config.ts read it at build time; null: Pix is not offered. */
  pixKey: __SHOP_PIX_KEY__,
} as const;
