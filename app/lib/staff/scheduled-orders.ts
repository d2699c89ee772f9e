import type { ShopOrder } from "~/lib/orders";
import { SCHEDULED_ACTIVE_BEFORE_MS } from "~/lib/shop";

type Slotted = Pick<ShopOrder, "status" | "scheduledFor">;
type Schedulable = Slotted & Pick<ShopOrder, "createdAt">;

/** setTimeout takes at most 2^31-1 ms; a longer wait would fire at once. */
const MAX_TIMER_MS = 24 * 60 * 60 * 1000;

function activatesAt(order: Slotted): number | null {
  return order.status === "Pendente" && order.scheduledFor !== null
    ? order.scheduledFor - SCHEDULED_ACTIVE_BEFORE_MS
    : null;
}

/** Waiting in "Agendados": Pendente, its slot more than 30 minutes away. */
export function isScheduledAhead(order: Slotted, now: number): boolean {
  const at = activatesAt(order);
  return at !== null && now < at;
}

/** A scheduled order arrives among the orders in progress 30 minutes before its slot; one not stamped yet, now. */
function arrivedAt(order: Schedulable, now: number): number {
  if (order.createdAt === null) return Infinity;
  const joins = order.scheduledFor === null ? null : order.scheduledFor - SCHEDULED_ACTIVE_BEFORE_MS;
  return joins !== null && joins <= now ? Math.max(order.createdAt, joins) : order.createdAt;
}

/** `scheduled` earliest slot first; `active` newest arrival first, ties as given. */
export function splitScheduled<T extends Schedulable>(
  orders: readonly T[],
  now: number,
): { scheduled: T[]; active: T[] } {
  const scheduled: T[] = [];
  const active: T[] = [];
  for (const order of orders) (isScheduledAhead(order, now) ? scheduled : active).push(order);
  scheduled.sort((a, b) => (a.scheduledFor ?? 0) - (b.scheduledFor ?? 0));
  active.sort((a, b) => arrivedAt(b, now) - arrivedAt(a, now) || 0);
  return { scheduled, active };
}

/** When the next order in "Agendados" joins the orders in progress; null when none waits there. */
export function nextActivation(orders: readonly Slotted[], now: number): number | null {
  let next: number | null = null;
  for (const order of orders) {
    const at = activatesAt(order);
    if (at !== null && at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/** The wait for a timer to `next`, never more than a timer can hold. */
export function activationDelay(next: number, now: number): number {
  return Math.min(Math.max(next - now, 0), MAX_TIMER_MS);
}
