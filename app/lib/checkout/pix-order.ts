import { type Order, orderTotal } from "~/lib/orders";
import { shopProfile } from "~/lib/shop";

import { pixCode } from "./pix";

/** The order's id is the txid, so the shop can find the order from the payment. */
export function orderPixCode(
  order: Pick<Order, "id" | "cart">,
  key: string | null,
  profile: { name: string; city: string } = shopProfile,
): string | null {
  if (key === null) return null;
  try {
    return pixCode({ key, name: profile.name, city: profile.city, amount: orderTotal(order), txid: String(order.id) });
  } catch (error) {
    console.error(`No Pix code for order ${order.id}:`, error);
    return null;
  }
}

/** Drawn by the page itself: no canvas, no data: URL for the CSP to allow. */
export function qrModulesPath(size: number, dark: ArrayLike<number | boolean>): string {
  let path = "";
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (dark[row * size + column]) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return path;
}
