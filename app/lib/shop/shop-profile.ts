/** No build-time constants, so the post-build's structured data reads the same facts as the app. */
/** The Pix code carries name and city without accents, cut to 25 and 15 characters (checkout/pix.ts). */
export const shopProfile = {
  name: "Cafeteria",
  city: "Recife",
  state: "PE",
} as const;

/** Digits with the country code, as wa.me wants them; anything else gives null: no link, never a guess. */
export function parseWhatsAppNumber(raw: string | undefined): string | null {
  if (!raw) return null;
  const digits = withoutPhoneSeparators(raw);
  return /^[1-9]\d{10,14}$/.test(digits) ? digits : null;
}

export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${handle}/`;
}

/** "+55 (81) 99876-5432" → "5581998765432": what people type between digits; anything else stays. */
export function withoutPhoneSeparators(typed: string): string {
  return typed.replace(/[\s()+.-]/g, "");
}
