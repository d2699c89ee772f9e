import { type Choices, findProduct } from "~/lib/catalogue";

/** Larger orders are a phone call. */
export const LINE_QUANTITY = { min: 1, max: 99 } as const;

/** Over all lines: the rules refuse more (firestore.rules' facts). */
export const MAX_ORDER_UNITS = 99;

export function clampLineQuantity(quantity: number): number {
  return Math.min(LINE_QUANTITY.max, Math.max(LINE_QUANTITY.min, quantity));
}

/** The same drink with the same choices, whatever the order they were stored in. */
function storedLineKey(line: { description: string; choices?: Choices | undefined }): string {
  const choices = Object.entries(line.choices ?? {})
    .filter(([, options]) => options.length > 0)
    .map(([group, options]) => [group, [...options].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([line.description, choices]);
}

/** One line per choice, within the line's limit: another tab or an older version can store a line twice. */
export function foldIdenticalLines<T extends { description: string; quantity: number; choices?: Choices | undefined }>(
  lines: readonly T[],
): T[] {
  const folded = new Map<string, T>();
  for (const line of lines) {
    const key = storedLineKey(line);
    const quantity = clampLineQuantity((folded.get(key)?.quantity ?? 0) + line.quantity);
    folded.set(key, { ...(folded.get(key) ?? line), quantity });
  }
  return [...folded.values()];
}

export function cartCount(cart: readonly { quantity: number }[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** As reconcileCart would count it, without loading the lines' options. */
export function storedCartCount(stored: readonly { description: string; quantity: number }[]): number {
  const units = cartCount(stored.filter((line) => findProduct(line.description)));
  return Math.min(MAX_ORDER_UNITS, units);
}
