import { SHOP_OFFSET_MS } from "~/lib/shop";

/** How often one account may place an order: a flood is held back, an honest shopper never notices. */
export const orderQuota = { minSecondsBetween: 30, perDay: 20 } as const;

/** The shop's day, for the daily quota, starts at its midnight (Recife's). */
const SHOP_UTC_OFFSET_MS = SHOP_OFFSET_MS;
const DAY_MS = 24 * 60 * 60 * 1000;

export function shopDay(ms: number): number {
  return Math.floor((ms + SHOP_UTC_OFFSET_MS) / DAY_MS);
}

export const shopDayOffsetMs = SHOP_UTC_OFFSET_MS;

export interface OrderQuota {
  lastOrderAt: number;
  day: number;
  dayCount: number;
}

export function quotaDecision(
  quota: OrderQuota | null,
  now: number,
): { kind: "go"; day: number; dayCount: number } | { kind: "wait"; ms: number } {
  const today = shopDay(now);
  if (!quota) return { kind: "go", day: today, dayCount: 1 };
  const sameDay = quota.day === today;
  if (sameDay && quota.dayCount >= orderQuota.perDay) {
    const nextDayStart = (today + 1) * DAY_MS - SHOP_UTC_OFFSET_MS;
    return { kind: "wait", ms: nextDayStart - now };
  }
  const wait = quota.lastOrderAt + orderQuota.minSecondsBetween * 1000 - now;
  if (wait > 0) return { kind: "wait", ms: wait };
  return { kind: "go", day: today, dayCount: sameDay ? quota.dayCount + 1 : 1 };
}
