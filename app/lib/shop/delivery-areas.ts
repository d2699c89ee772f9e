import { formatBRL, fromCents, toCents } from "~/lib/catalogue";

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

/** The fee an order of `subtotal` (the products, in reais) pays to the area: none from its free-delivery amount. */
export function deliveryFee(area: Pick<DeliveryArea, "fee" | "freeDeliveryFrom">, subtotal: number): number {
  return area.freeDeliveryFrom !== null && toCents(subtotal) >= toCents(area.freeDeliveryFrom) ? 0 : area.fee;
}

/** What an order of `subtotal` stores of its delivery to the area: the fee it pays and the time range. */
export function orderDelivery(area: DeliveryArea, subtotal: number): OrderDelivery {
  return { fee: deliveryFee(area, subtotal), minMinutes: area.minMinutes, maxMinutes: area.maxMinutes };
}

/** How much the products lack to reach `amount` (reais); null when none is set or it is reached. */
function missingFor(amount: number | null, subtotal: number): number | null {
  if (amount === null) return null;
  const missing = toCents(amount) - toCents(subtotal);
  return missing > 0 ? fromCents(missing) : null;
}

/** "Faltam R$ 4,50 para o pedido mínimo" */
export function minimumOrderText(missing: number): string {
  return `Faltam ${formatBRL(missing)} para o pedido mínimo`;
}

/** "Faltam R$ 10,00 para entrega grátis" */
export function freeDeliveryText(missing: number): string {
  return `Faltam ${formatBRL(missing)} para entrega grátis`;
}

/** Why an order of `subtotal` to the area cannot be placed: below its minimum; null when it can. */
export function belowMinimumText(area: Pick<DeliveryArea, "minOrder">, subtotal: number): string | null {
  const missing = missingFor(area.minOrder, subtotal);
  return missing === null ? null : minimumOrderText(missing);
}

/** "30–45 min" */
export function formatDeliveryTime(delivery: Pick<OrderDelivery, "minMinutes" | "maxMinutes">): string {
  return `${delivery.minMinutes}–${delivery.maxMinutes} min`;
}

/** "Pronto em 10–15 min": when a pickup is ready at the counter. */
export function pickupReadyText(delivery: Pick<OrderDelivery, "minMinutes" | "maxMinutes">): string {
  return `Pronto em ${formatDeliveryTime(delivery)}`;
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
  | ({
      kind: "served";
      /** Below the area's minimum order: how much is missing (reais), else null. */
      minimumMissing: number | null;
      /** Below the area's free-delivery amount: how much is missing (reais), else null. */
      freeDeliveryMissing: number | null;
    } & OrderDelivery)
  | { kind: "not-served"; message: string }
  /** No city yet: nothing to say. */
  | { kind: "unknown" };

/** The delivery of an order of `subtotal` (the products, in reais) to the place. */
export function deliveryQuote(
  settings: Pick<ShopSettings, "deliveryAreas">,
  place: { cidade: string; bairro: string },
  subtotal: number,
): DeliveryQuote {
  if (place.cidade.trim() === "") return { kind: "unknown" };
  const area = findDeliveryArea(settings.deliveryAreas, place);
  if (!area) return { kind: "not-served", message: notServedText(place.cidade) };
  const fee = deliveryFee(area, subtotal);
  return {
    kind: "served",
    ...orderDelivery(area, subtotal),
    minimumMissing: missingFor(area.minOrder, subtotal),
    // Said only while there is a fee to save.
    freeDeliveryMissing: fee > 0 ? missingFor(area.freeDeliveryFrom, subtotal) : null,
  };
}
