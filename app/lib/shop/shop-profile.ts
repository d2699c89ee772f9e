/**
 * Who the shop is and where, and the reading of its WhatsApp: pure, with no build-time constants,
 * so the post-build (the home page's structured data) reads the same facts as the app.
 */
/**
 * The shop's profile: its name and the city it delivers in. Defaults for now; the shop's own
 * settings (Firestore) are meant to override them. The Pix code carries both, without accents
 * and cut to 25 and 15 characters (app/lib/checkout/pix.ts).
 */
export const shopProfile = {
  name: "Cafeteria",
  city: "Recife",
  state: "PE",
} as const;

/**
 * The shop's WhatsApp number as wa.me wants it: digits only, with the country code
 * (e.g. 5581999999999). Anything that is not such a number gives null: no link, never a guess.
 */
export function parseWhatsAppNumber(raw: string | undefined): string | null {
  if (!raw) return null;
  const digits = raw.replace(/[\s()+.-]/g, "");
  return /^[1-9]\d{10,14}$/.test(digits) ? digits : null;
}
