import { SHOP_OFFSET_MS } from "~/lib/shop";

/** How often one account may place an order: a flood is held back, an honest shopper never notices. */
export const orderQuota = { minSecondsBetween: 30, perDay: 20 } as const;

/** The shop's day, for the daily quota, starts at its midnight (Recife's). */
const SHOP_UTC_OFFSET_MS = SHOP_OFFSET_MS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's day number (days since 1970-01-01 in Recife) of a time in ms. */
export function shopDay(ms: number): number {
  return Math.floor((ms + SHOP_UTC_OFFSET_MS) / DAY_MS);
}

export const shopDayOffsetMs = SHOP_UTC_OFFSET_MS;

/** The account's order quota as stored (`orderQuotas/{uid}`), when it last ordered and how many today. */
export interface OrderQuota {
  lastOrderAt: number;
  day: number;
  dayCount: number;
}

/**
 * What the quota allows at `now`: "go" with the count to write, or "wait" this many ms (the 30 s
 * between orders, or until the shop's next day once today's are spent).
 */
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
