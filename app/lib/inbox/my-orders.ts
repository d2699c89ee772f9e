/**
 * "Meus pedidos": the signed-in shopper's orders at the shop (from any device) and this device's
 * orders, as one list. Pure; the page (routes/pedidos.tsx) brings both.
 */
import type { Order } from "~/lib/orders";

import type { ShopOrder } from "./shop-order";

/** How many of the shopper's latest orders at the shop the page follows live. */
export const MY_ORDERS_LIMIT = 50;

/**
 * An anonymous account's orders on their way to the Google account the shopper signed in to:
 * the ticket that account wrote (firestore.rules, `orderMoves`) and the orders' document ids.
 */
export interface OrderMove {
  ticket: string;
  docIds: string[];
}

/** What a card of the list shows. */
export type OrderShown = Pick<
  Order,
  "id" | "address" | "mode" | "paymentMethod" | "changeFor" | "cart" | "delivery" | "note"
> & {
  status: string;
  payment?: unknown;
};

export interface MyOrder {
  /** Unique in the list: the shop's document id, or the device's order id and position. */
  key: string;
  order: OrderShown;
  /** This device's copy (its outbox state, Pix code and WhatsApp link); null for another device's order. */
  local: Order | null;
}

/**
 * One list, newest first: each order the shop has once, with the shop's live status and payment,
 * beside this device's copy when there is one; the device's orders the shop does not have (not
 * sent yet, another account's, a build without the inbox) as the device keeps them.
 */
export function mergeMyOrders(local: readonly Order[], remote: readonly ShopOrder[]): MyOrder[] {
  const remoteByDoc = new Map(remote.map((order) => [order.docId, order]));
  const merged: MyOrder[] = [];
  const seenDocs = new Set<string>();
  local.forEach((order, index) => {
    const atShop = order.checkoutId ? remoteByDoc.get(order.checkoutId) : undefined;
    if (atShop) {
      if (seenDocs.has(atShop.docId)) return;
      seenDocs.add(atShop.docId);
      merged.push({
        key: atShop.docId,
        order: { ...order, status: atShop.status, payment: atShop.payment },
        local: order,
      });
    } else merged.push({ key: `local-${order.id}-${index}`, order, local: order });
  });
  for (const order of remote) {
    if (seenDocs.has(order.docId)) continue;
    seenDocs.add(order.docId);
    merged.push({ key: order.docId, order: { ...order, note: order.note || undefined }, local: null });
  }
  return merged.sort((a, b) => b.order.id - a.order.id);
}
