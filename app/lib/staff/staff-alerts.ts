/**
 * How /Admin tells staff that an order is waiting, the pure part: the count in the tab's title,
 * which orders of a live snapshot are new, what the announcement and the system notification say,
 * and when the alert sound rings. The browser side (Web Audio, Notification) is
 * staff-alerts.client.ts; the React glue is app/lib/staff/useStaffAlerts.ts.
 */
import { formatBRL } from "~/lib/catalogue/money";
import type { ShopOrder } from "~/lib/inbox/shop-order";
import { orderTotal } from "~/lib/orders/orders";

/** The status of an order nobody at the shop has taken yet: what the alerts are about. */
const WAITING_STATUS = "Pendente";

type AlertOrder = Pick<ShopOrder, "docId" | "id" | "status" | "cart" | "delivery">;

function isWaiting(order: Pick<ShopOrder, "status">): boolean {
  return order.status === WAITING_STATUS;
}

export function waitingCount(orders: readonly Pick<ShopOrder, "status">[]): number {
  return orders.filter(isWaiting).length;
}

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * The page's title with "(N) " in front while N orders wait, so the browser's tab shows it; none
 * at 0. Whatever count the title carried before is replaced, never stacked.
 */
export function titleWithWaitingCount(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, "");
  return count > 0 ? `(${count}) ${bare}` : bare;
}

/**
 * One live snapshot against the documents seen before it. `seen` is null until the first snapshot
 * that comes from the server (`synced`): what it holds was there when the page opened, so it is
 * never announced, and a snapshot from the local cache before it may miss orders the server has.
 * After that, an order is new the first time its document shows up, and only while it waits (an
 * order another staff member already took is no news).
 */
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

/**
 * The orders announced on this page that still wait, newest announcement first: once staff move
 * one on, its "Novo pedido" goes.
 */
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

/** "Novo pedido: R$ 17,50": the total the shopper pays, delivery fee included. */
export function newOrderMessage(order: Pick<ShopOrder, "cart" | "delivery">): string {
  return `Novo pedido: ${formatBRL(orderTotal(order))}`;
}

/** The system notification of a new order: the same words, then which order and what is in it. */
export function newOrderNotification(order: AlertOrder): { title: string; body: string; tag: string } {
  const lines = order.cart.map((line) => `${line.quantity}x ${line.description}`).join(", ");
  return { title: newOrderMessage(order), body: `Pedido nº ${order.id} — ${lines}`, tag: order.docId };
}

/** The alert sound rings again this often while an order waits. */
export const RING_INTERVAL_MS = 30_000;

/**
 * When the alert sound rings: at once when a waiting order has just arrived, or when it has not
 * rung (or not for 30 s) while orders wait; then every 30 s until none waits. `nextAt` (ms) is
 * when to ask again, null when nothing waits.
 */
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
