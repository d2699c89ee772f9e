import { readableValues, readEntries, writeRaw } from "~/lib/platform";

import { foldIdenticalLines } from "./cart-quantity";
import type { CartItem } from "./cart-schema";

const cartSchema = () => import("./cart-schema").then((module) => module.cartItemSchema);

/** Cart lines that cannot be read are left out and identical ones folded; the next write of the cart stores what this read. */
export async function readCart(): Promise<CartItem[]> {
  return foldIdenticalLines(readableValues(await readEntries("cart", cartSchema)));
}

export function writeCart(items: CartItem[]): void {
  writeRaw("cart", items);
}
