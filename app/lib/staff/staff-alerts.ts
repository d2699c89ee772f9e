import { drinkName, formatBRL } from "~/lib/catalogue";
import { orderNumberText, orderTotal, type ShopOrder, shopperCancel, type StaffAction } from "~/lib/orders";

const WAITING_STATUS = "Pendente";

type AlertOrder = Pick<ShopOrder, "docId" | "id" | "dayNumber" | "status" | "cart" | "delivery">;

function isWaiting(order: Pick<ShopOrder, "status">): boolean {
  return order.status === WAITING_STATUS;
}

export function waitingCount(orders: readonly Pick<ShopOrder, "status">[]): number {
  return orders.filter(isWaiting).length;
}

const COUNT_PREFIX = /^\(\d+\) /;

/** The browser's tab shows the count; one the title already carries is replaced, never stacked. */
export function titleWithWaitingCount(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, "");
  return count > 0 ? `(${count}) ${bare}` : bare;
}

/** `seen` waits for a server snapshot: one from the local cache may miss orders; the first one is never news. */
export function ordersArrived(
  seen: ReadonlySet<string> | null,
  orders: readonly AlertOrder[],
  synced: boolean,
): { seen: ReadonlySet<string> | null; arrived: AlertOrder[] } {
  if (seen === null) return { seen: synced ? new Set(orders.map((order) => order.docId)) : null, arrived: [] };
  const arrived = orders.filter((order) => !seen.has(order.docId) && isWaiting(order));
  if (orders.every((order) => seen.has(order.docId))) return { seen, arrived };
  return { seen: new Set([...seen, ...orders.map((order) => order.docId)]), arrived };
}

const CANCELLED: string = shopperCancel.to;

/**
 * Orders cancelled since the last server snapshot, but by this device's own pending change: a shopper's cancel (or
 * another staff device's) would otherwise only change a select staff may not be looking at. The first snapshot is
 * never news.
 */
export function ordersCancelled(
  statuses: ReadonlyMap<string, string> | null,
  orders: readonly AlertOrder[],
  synced: boolean,
  ownActions: readonly Pick<StaffAction, "kind" | "docId" | "payload">[],
): { statuses: ReadonlyMap<string, string> | null; cancelled: AlertOrder[] } {
  if (!synced) return { statuses, cancelled: [] };
  const next = new Map(orders.map((order) => [order.docId, order.status]));
  if (statuses === null) return { statuses: next, cancelled: [] };
  const ownCancel = (docId: string) =>
    ownActions.some(
      (action) => action.docId === docId && action.kind === "order-status" && action.payload.status === CANCELLED,
    );
  const cancelled = orders.filter((order) => {
    const before = statuses.get(order.docId);
    return order.status === CANCELLED && before !== undefined && before !== CANCELLED && !ownCancel(order.docId);
  });
  return { statuses: next, cancelled };
}

/** Once staff move an order on, its "Novo pedido" goes. */
export function announcedWaiting<T extends Pick<ShopOrder, "docId" | "status">>(
  announced: readonly string[],
  orders: readonly T[],
): T[] {
  const byDocument = new Map(orders.map((order) => [order.docId, order]));
  return announced.flatMap((docId) => {
    const order = byDocument.get(docId);
    return order && isWaiting(order) ? [order] : [];
  });
}

export function newOrderMessage(order: Pick<ShopOrder, "cart" | "delivery">): string {
  return `Novo pedido: ${formatBRL(orderTotal(order))}`;
}

export function newOrderNotification(order: AlertOrder): { title: string; body: string; tag: string } {
  const lines = order.cart.map((line) => `${line.quantity}x ${drinkName(line.description)}`).join(", ");
  return { title: newOrderMessage(order), body: `Pedido nº ${orderNumberText(order)} — ${lines}`, tag: order.docId };
}

export const RING_INTERVAL_MS = 30_000;

/** `nextAt` is when to ask again, null when nothing waits. */
export function ringSchedule(input: { waiting: number; arrived: boolean; lastRangAt: number | null; now: number }): {
  ringNow: boolean;
  nextAt: number | null;
} {
  const { waiting, arrived, lastRangAt, now } = input;
  if (waiting === 0) return { ringNow: false, nextAt: null };
  // A clock set back (now before the last ring) would otherwise hold the sound off until it catches up.
  if (arrived || lastRangAt === null || now - lastRangAt >= RING_INTERVAL_MS || now < lastRangAt) {
    return { ringNow: true, nextAt: now + RING_INTERVAL_MS };
  }
  return { ringNow: false, nextAt: lastRangAt + RING_INTERVAL_MS };
}
