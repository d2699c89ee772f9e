import { defaultShopSettings, READY_MINUTES, type ReadyMinutes, slotLabel } from "~/lib/shop";

/** "Pronto em"'s choices are the shop's (firestore.rules allow only these); its first is staff's setting. */
export { READY_MINUTES, type ReadyMinutes };

export const DEFAULT_READY_MINUTES: ReadyMinutes = defaultShopSettings.orderAhead.readyMinutes;

export function isReadyMinutes(value: unknown): value is ReadyMinutes {
  return READY_MINUTES.includes(value as ReadyMinutes);
}

const MINUTE_MS = 60 * 1000;

/**
 * "Pronto às 08:12" in the shop's time, never before a scheduled order's slot; null until the order
 * says when it was started and for how long.
 */
export function readyAtText(order: {
  status: string;
  preparingAt?: number | null;
  readyInMinutes?: number | null;
  scheduledFor?: number | null | undefined;
}): string | null {
  const { status, preparingAt, readyInMinutes, scheduledFor } = order;
  if (status !== "Em preparo" || typeof preparingAt !== "number" || typeof readyInMinutes !== "number") return null;
  return `Pronto às ${slotLabel(Math.max(preparingAt + readyInMinutes * MINUTE_MS, scheduledFor ?? 0))}`;
}
