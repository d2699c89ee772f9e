/**
 * Where the shop delivers, for how much: an address's area (its bairro's, else its city's, without
 * regard to case or accents), what an order stores of it, and the cart's sold-out lines. Pure;
 * firestore.rules fold place names the same way (generated from accentFolds).
 */
import type { DeliveryArea, OrderDelivery, ShopSettings } from "./shop-settings";

/**
 * Letters folded to their plain form when place names are compared, in both cases: the rules'
 * lower() changes only A-Z, so "Ã" must be folded as it is (the rules fold with this same table).
 */
export const accentFolds = [
  ["áàâãäÁÀÂÃÄ", "a"],
  ["éèêëÉÈÊË", "e"],
  ["íìîïÍÌÎÏ", "i"],
  ["óòôõöÓÒÔÕÖ", "o"],
  ["úùûüÚÙÛÜ", "u"],
  ["çÇ", "c"],
] as const;

/**
 * "  JABOATÃO  dos Guararapes " → "jaboatao dos guararapes": case, accents and spaces aside. The
 * same steps as the rules' foldPlace (generated from here), so both agree on any text: A-Z lower
 * case, the table above, "/" (not allowed in a document id) as "-", runs of spaces as one, trimmed.
 * Stored text is composed (NFC) first, so an accent is one letter of the table.
 */
export function foldPlace(text: string): string {
  let folded = text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  for (const [letters, plain] of accentFolds) folded = folded.replace(new RegExp(`[${letters}]`, "g"), plain);
  return folded.replace(/\//g, "-").replace(/ +/g, " ").replace(/^ | $/g, "");
}

/** The key an area is stored under: its city, and its bairro after a "|" when it has one. */
export function deliveryAreaKey(area: Pick<DeliveryArea, "city" | "bairro">): string {
  const bairro = foldPlace(area.bairro);
  return bairro ? `${foldPlace(area.city)}|${bairro}` : foldPlace(area.city);
}

/** The area that serves an address: its bairro's, else its whole city's; null when none does. */
export function findDeliveryArea(
  areas: readonly DeliveryArea[],
  address: { cidade: string; bairro: string },
): DeliveryArea | null {
  const byKey = new Map(areas.map((area) => [deliveryAreaKey(area), area]));
  return (
    byKey.get(deliveryAreaKey({ city: address.cidade, bairro: address.bairro })) ??
    byKey.get(deliveryAreaKey({ city: address.cidade, bairro: "" })) ??
    null
  );
}

export function orderDelivery(area: DeliveryArea): OrderDelivery {
  return { fee: area.fee, minMinutes: area.minMinutes, maxMinutes: area.maxMinutes };
}

/** "30–45 min" */
export function formatDeliveryTime(delivery: Pick<OrderDelivery, "minMinutes" | "maxMinutes">): string {
  return `${delivery.minMinutes}–${delivery.maxMinutes} min`;
}

/** The products of the cart that ran out, by description, in cart order. */
export function soldOutLines(
  cart: readonly { description: string }[],
  settings: Pick<ShopSettings, "soldOut">,
): string[] {
  return cart.filter((line) => settings.soldOut.includes(line.description)).map((line) => line.description);
}

/** "Ainda não entregamos em São Paulo." */
export function notServedText(cidade: string): string {
  return `Ainda não entregamos em ${cidade.trim()}.`;
}

/** "Esgotado: Latte e Cubano. Remova do carrinho para confirmar o pedido." */
export function soldOutText(descriptions: readonly string[]): string {
  const names =
    descriptions.length <= 1
      ? descriptions.join("")
      : `${descriptions.slice(0, -1).join(", ")} e ${descriptions.at(-1) ?? ""}`;
  return `Esgotado: ${names}. Remova do carrinho para confirmar o pedido.`;
}

/** The sold-out list with `description` marked available (taken out) or not (put in, once). */
export function withAvailability(soldOut: readonly string[], description: string, available: boolean): string[] {
  const others = soldOut.filter((item) => item !== description);
  return available ? others : [...others, description];
}

/** The delivery of an address as far as it is known: its area's fee and time, or why there is none. */
type DeliveryQuote =
  | ({ kind: "served" } & OrderDelivery)
  | { kind: "not-served"; message: string }
  /** No city yet: nothing to say. */
  | { kind: "unknown" };

export function deliveryQuote(
  settings: Pick<ShopSettings, "deliveryAreas">,
  place: { cidade: string; bairro: string },
): DeliveryQuote {
  if (place.cidade.trim() === "") return { kind: "unknown" };
  const area = findDeliveryArea(settings.deliveryAreas, place);
  return area
    ? { kind: "served", ...orderDelivery(area) }
    : { kind: "not-served", message: notServedText(place.cidade) };
}
