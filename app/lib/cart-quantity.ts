/**
 * How many a cart line holds: small enough for the first load of every page (the quantity
 * buttons, the header's count); the lines themselves, with their options, are cart.ts.
 */
import { findProduct } from "./catalogue";

/** How many of one product a line holds, and all the lines of one product together: larger orders are a phone call, not a cart. */
export const LINE_QUANTITY = { min: 1, max: 99 } as const;

export function clampLineQuantity(quantity: number): number {
  return Math.min(LINE_QUANTITY.max, Math.max(LINE_QUANTITY.min, quantity));
}

export function cartCount(cart: readonly { quantity: number }[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The count of a stored cart as cart.ts's reconcileCart leaves it (products of the catalogue, each
 * within LINE_QUANTITY.max over its lines), without loading the lines' options.
 */
export function storedCartCount(stored: readonly { description: string; quantity: number }[]): number {
  const byProduct = new Map<string, number>();
  for (const line of stored) {
    const product = findProduct(line.description);
    if (product) byProduct.set(product.description, (byProduct.get(product.description) ?? 0) + line.quantity);
  }
  return [...byProduct.values()].reduce((sum, quantity) => sum + Math.min(LINE_QUANTITY.max, quantity), 0);
}
