import { findProduct } from "~/lib/catalogue";

/** Larger orders are a phone call. */
export const LINE_QUANTITY = { min: 1, max: 99 } as const;

/** Over all lines: the rules refuse more (firestore.rules' facts). */
export const MAX_ORDER_UNITS = 99;

export function clampLineQuantity(quantity: number): number {
  return Math.min(LINE_QUANTITY.max, Math.max(LINE_QUANTITY.min, quantity));
}

export function cartCount(cart: readonly { quantity: number }[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** As reconcileCart would count it, without loading the lines' options. */
export function storedCartCount(stored: readonly { description: string; quantity: number }[]): number {
  const units = cartCount(stored.filter((line) => findProduct(line.description)));
  return Math.min(MAX_ORDER_UNITS, units);
}
