import { readableValues, readEntries, writeRaw } from "~/lib/platform";

import type { CartItem } from "./cart-schema";

const cartSchema = () => import("./cart-schema").then((module) => module.cartItemSchema);

/** Cart lines that cannot be read are left out; the next write of the cart drops them. */
export async function readCart(): Promise<CartItem[]> {
  return readableValues(await readEntries("cart", cartSchema));
}

export function writeCart(items: CartItem[]): void {
  writeRaw("cart", items);
}
