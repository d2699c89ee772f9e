/** Who the shop is. Settings that differ per deploy come from env vars at build time. */

/**
 * The shop's WhatsApp number as wa.me wants it: digits only, with the country code
 * (e.g. 5581999999999). Anything that is not such a number gives null: no link, never a guess.
 */
export function parseWhatsAppNumber(raw: string | undefined): string | null {
  if (!raw) return null;
  const digits = raw.replace(/[\s()+.-]/g, "");
  return /^[1-9]\d{10,14}$/.test(digits) ? digits : null;
}

export const shop = {
  name: "Cafeteria",
  city: "Recife, PE",
  whatsapp: parseWhatsAppNumber(import.meta.env.VITE_SHOP_WHATSAPP),
} as const;
