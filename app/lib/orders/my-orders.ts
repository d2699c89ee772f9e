import type { Order } from "./order-schema";
import type { ShopOrder } from "./shop-order";

export const MY_ORDERS_LIMIT = 50;

/** `ticket`: the anonymous account's `orderMoves` document (firestore.rules). */
export interface OrderMove {
  ticket: string;
  docIds: string[];
}

export type OrderShown = Pick<
  Order,
  | "id"
  | "address"
  | "mode"
  | "paymentMethod"
  | "changeFor"
  | "cart"
  | "delivery"
  | "note"
  | "callName"
  | "phone"
  | "cpf"
> & {
  status: string;
  payment?: unknown;
  preparingAt?: number | null;
  readyInMinutes?: number | null;
};

export interface MyOrder {
  /** Unique in the list: the shop's document id, or the device's order id and position. */
  key: string;
  /** Its document at the shop, null while it has not reached it. */
  docId: string | null;
  order: OrderShown;
  local: Order | null;
}

/** Orders the shop lacks (not sent yet, another account's, a build without the inbox) show as the device has them. */
export function mergeMyOrders(local: readonly Order[], remote: readonly ShopOrder[]): MyOrder[] {
  const remoteByDoc = new Map(remote.map((order) => [order.docId, order]));
  const merged: MyOrder[] = [];
  const seenDocs = new Set<string>();
  local.forEach((order, index) => {
    const atShop = order.checkoutId ? remoteByDoc.get(order.checkoutId) : undefined;
    if (atShop) {
      if (seenDocs.has(atShop.docId)) return;
      seenDocs.add(atShop.docId);
      const { docId, status, payment, preparingAt, readyInMinutes } = atShop;
      merged.push({
        key: docId,
        docId,
        order: { ...order, status, payment, preparingAt, readyInMinutes },
        local: order,
      });
    } else {
      const docId = order.inbox === "sent" ? (order.checkoutId ?? null) : null;
      merged.push({ key: `local-${order.id}-${index}`, docId, order, local: order });
    }
  });
  for (const order of remote) {
    if (seenDocs.has(order.docId)) continue;
    seenDocs.add(order.docId);
    merged.push({
      key: order.docId,
      docId: order.docId,
      order: {
        ...order,
        note: order.note || undefined,
        callName: order.callName || undefined,
        phone: order.phone || undefined,
        cpf: order.cpf || undefined,
      },
      local: null,
    });
  }
  return merged.sort((a, b) => b.order.id - a.order.id);
}
