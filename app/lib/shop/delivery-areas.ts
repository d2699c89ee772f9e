import { drinkName, formatBRL, fromCents, toCents } from "~/lib/catalogue";

import type { DeliveryArea, OrderDelivery, ShopSettings } from "./shop-settings";

/** Both cases: the rules' lower() changes only A-Z, and they fold with this same table. */
export const accentFolds = [
  ["áàâãäÁÀÂÃÄ", "a"],
  ["éèêëÉÈÊË", "e"],
  ["íìîïÍÌÎÏ", "i"],
  ["óòôõöÓÒÔÕÖ", "o"],
  ["úùûüÚÙÛÜ", "u"],
  ["çÇ", "c"],
] as const;

/** The steps of the rules' foldPlace (generated from here); "/" cannot be in a document id; expects NFC text. */
export function foldPlace(text: string): string {
  let folded = text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  for (const [letters, plain] of accentFolds) folded = folded.replace(new RegExp(`[${letters}]`, "g"), plain);
  return folded.replace(/\//g, "-").replace(/ +/g, " ").replace(/^ | $/g, "");
}

export function deliveryAreaKey(area: Pick<DeliveryArea, "city" | "bairro">): string {
  const bairro = foldPlace(area.bairro);
  return bairro ? `${foldPlace(area.city)}|${bairro}` : foldPlace(area.city);
}

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

export function deliveryFee(area: Pick<DeliveryArea, "fee" | "freeDeliveryFrom">, subtotal: number): number {
  return area.freeDeliveryFrom !== null && toCents(subtotal) >= toCents(area.freeDeliveryFrom) ? 0 : area.fee;
}

export function orderDelivery(area: DeliveryArea, subtotal: number): OrderDelivery {
  return { fee: deliveryFee(area, subtotal), minMinutes: area.minMinutes, maxMinutes: area.maxMinutes };
}

function missingFor(amount: number | null, subtotal: number): number | null {
  if (amount === null) return null;
  const missing = toCents(amount) - toCents(subtotal);
  return missing > 0 ? fromCents(missing) : null;
}

export function minimumOrderText(missing: number): string {
  return `Faltam ${formatBRL(missing)} para o pedido mínimo`;
}

export function freeDeliveryText(missing: number): string {
  return `Faltam ${formatBRL(missing)} para entrega grátis`;
}

export function belowMinimumText(area: Pick<DeliveryArea, "minOrder">, subtotal: number): string | null {
  const missing = missingFor(area.minOrder, subtotal);
  return missing === null ? null : minimumOrderText(missing);
}

export function formatDeliveryTime(delivery: Pick<OrderDelivery, "minMinutes" | "maxMinutes">): string {
  return `${delivery.minMinutes}–${delivery.maxMinutes} min`;
}

export function pickupReadyText(delivery: Pick<OrderDelivery, "minMinutes" | "maxMinutes">): string {
  return `Pronto em ${formatDeliveryTime(delivery)}`;
}

export function soldOutLines(
  cart: readonly { description: string }[],
  settings: Pick<ShopSettings, "soldOut">,
): string[] {
  return cart.filter((line) => settings.soldOut.includes(line.description)).map((line) => line.description);
}

export function notServedText(cidade: string): string {
  return `Ainda não entregamos em ${cidade.trim()}.`;
}

export function soldOutText(descriptions: readonly string[]): string {
  const shown = descriptions.map(drinkName);
  const names = shown.length <= 1 ? shown.join("") : `${shown.slice(0, -1).join(", ")} e ${shown.at(-1) ?? ""}`;
  return `Esgotado: ${names}. Remova do carrinho para confirmar o pedido.`;
}

export function withAvailability(soldOut: readonly string[], description: string, available: boolean): string[] {
  const others = soldOut.filter((item) => item !== description);
  return available ? others : [...others, description];
}

type DeliveryQuote =
  | ({
      kind: "served";
      minimumMissing: number | null;
      freeDeliveryMissing: number | null;
    } & OrderDelivery)
  | { kind: "not-served"; message: string }
  | { kind: "unknown" };

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
