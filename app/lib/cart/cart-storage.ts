import { readableValues, readEntries, writeRaw } from "~/lib/platform";

import type { CartItem } from "./cart-schema";

/** With zod, off the first load: a stored cart loads it to be read anyway. */
const cartModule = () => import("./cart-schema");
const cartSchema = () => cartModule().then((module) => module.cartItemSchema);

/** Unreadable lines are left out, identical ones folded; the next write of the cart stores what this read. */
export async function readCart(): Promise<CartItem[]> {
  const lines = readableValues(await readEntries("cart", cartSchema));
  return lines.length < 2 ? lines : (await cartModule()).foldIdenticalLines(lines);
}

export function writeCart(items: CartItem[]): void {
  writeRaw("cart", items);
}
