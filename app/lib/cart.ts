import { findProduct, type Product } from "./catalogue";
import { fromCents, toCents } from "./money";
import type { CartItem } from "./schemas";

/**
 * Cart operations are pure: they take the lines and return new ones.
 * A line's identity is its description.
 */

/**
 * Drops lines whose product left the catalogue, takes price, image and type from the catalogue,
 * merges repeats, and keeps each line within LINE_QUANTITY, whatever storage held.
 */
export function reconcileCart(stored: readonly CartItem[]): CartItem[] {
  const lines: CartItem[] = [];
  for (const item of stored) {
    const product = findProduct(item.description);
    if (!product) continue;
    const existing = lines.find((line) => line.description === item.description);
    if (existing) existing.quantity = clampLineQuantity(existing.quantity + item.quantity);
    else lines.push(toCartLine(product, clampLineQuantity(item.quantity)));
  }
  return lines;
}

/** How many of one product a line holds: larger orders are a phone call, not a cart. */
export const LINE_QUANTITY = { min: 1, max: 99 } as const;

export function clampLineQuantity(quantity: number): number {
  return Math.min(LINE_QUANTITY.max, Math.max(LINE_QUANTITY.min, quantity));
}

export function toCartLine(product: Product, quantity: number): CartItem {
  return {
    image: product.image,
    type: product.type,
    description: product.description,
    price: product.price,
    quantity,
  };
}

export function addLine(cart: readonly CartItem[], product: Product, quantity: number): CartItem[] {
  if (cart.some((line) => line.description === product.description)) {
    return cart.map((line) =>
      line.description === product.description
        ? { ...line, quantity: clampLineQuantity(line.quantity + quantity) }
        : line,
    );
  }
  return [...cart, toCartLine(product, clampLineQuantity(quantity))];
}

export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

export function lineTotal(line: Pick<CartItem, "price" | "quantity">): number {
  return fromCents(toCents(line.price) * line.quantity);
}

export function cartTotal(cart: readonly Pick<CartItem, "price" | "quantity">[]): number {
  return fromCents(cart.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
}

function updateLine(cart: readonly CartItem[], description: string, change: (quantity: number) => number): CartItem[] {
  return cart.map((line) => (line.description === description ? { ...line, quantity: change(line.quantity) } : line));
}

export function increaseLine(cart: readonly CartItem[], description: string): CartItem[] {
  return updateLine(cart, description, (quantity) => clampLineQuantity(quantity + 1));
}

export function decreaseLine(cart: readonly CartItem[], description: string): CartItem[] {
  return updateLine(cart, description, (quantity) => clampLineQuantity(quantity - 1));
}

export function removeLine(cart: readonly CartItem[], description: string): CartItem[] {
  return cart.filter((line) => line.description !== description);
}
