import * as z from "zod/mini";

import { toCents } from "~/lib/catalogue";
import type { ShopOrder } from "~/lib/orders";
import { shopClock } from "~/lib/shop";

import { orderCents, ordersWithin, shopDate, shopDayRange } from "./day-close";

/**
 * A day is stored only once this many days have passed since it ended: staff may still cancel yesterday's order
 * this morning, and a stored day never changes. The days since are counted from their orders each time.
 */
export const SUMMARY_AFTER_DAYS = 2;

/** The first day staff may still change, given the shop's today: from it on, days are counted from their orders. */
export function firstOpenDay(today: string): string {
  return shopDate((shopDayRange(today)?.start ?? 0) - (SUMMARY_AFTER_DAYS - 1) * 24 * 60 * 60 * 1000);
}

const count = z.int().check(z.nonnegative());
/** [how many, cents]. */
const sum = z.tuple([count, count]);

/**
 * A closed day's figures, written once (`daySummaries/{date}`): a period's report reads one document a day, not
 * every order. Money in cents; cancelled orders only counted.
 */
export const daySummarySchema = z.object({
  date: z.string(),
  orders: count,
  sales: count,
  products: count,
  discounts: count,
  fees: count,
  cancelled: count,
  /** Orders by the shop's hour, 0–23. */
  hours: z.array(count).check(z.length(24)),
  /** By drink: [units, cents]. */
  items: z.record(z.string(), sum),
  /** By option choice ("Grande", "Vegetal de aveia"): units. */
  choices: z.record(z.string(), count),
  payments: z.record(z.string(), sum),
  modes: z.object({ delivery: count, pickup: count, table: count, scheduled: count }),
  coupons: sum,
  rewards: sum,
});
export type DaySummary = z.infer<typeof daySummarySchema>;

const add = (pair: readonly [number, number], units: number, cents: number): [number, number] => [
  pair[0] + units,
  pair[1] + cents,
];

/** The day's figures from its orders (any day's orders may be given: only those placed on `date` count). */
export function daySummary(orders: readonly ShopOrder[], date: string): DaySummary {
  const range = shopDayRange(date);
  if (!range) throw new Error(`Not a shop date: ${date}`);
  const placed = orders.filter(
    (order) => order.createdAt !== null && order.createdAt >= range.start && order.createdAt < range.end,
  );
  const sold = ordersWithin(placed, range);
  const summary: DaySummary = {
    date,
    orders: sold.length,
    sales: 0,
    products: 0,
    discounts: 0,
    fees: 0,
    cancelled: placed.length - sold.length,
    hours: Array.from({ length: 24 }, () => 0),
    items: {},
    choices: {},
    payments: {},
    modes: { delivery: 0, pickup: 0, table: 0, scheduled: 0 },
    coupons: [0, 0],
    rewards: [0, 0],
  };
  for (const order of sold) {
    const cents = orderCents(order);
    summary.sales += cents.charged;
    summary.products += cents.products;
    summary.discounts += cents.discounts;
    summary.fees += cents.fee;
    const hour = Math.floor(shopClock(order.createdAt ?? range.start).minute / 60);
    summary.hours[hour] = (summary.hours[hour] ?? 0) + 1;
    for (const line of order.cart) {
      const lineCents = toCents(line.price) * line.quantity;
      summary.items[line.description] = add(summary.items[line.description] ?? [0, 0], line.quantity, lineCents);
      for (const choice of Object.values(line.choices ?? {}).flat())
        summary.choices[choice] = (summary.choices[choice] ?? 0) + line.quantity;
    }
    summary.payments[order.paymentMethod] = add(summary.payments[order.paymentMethod] ?? [0, 0], 1, cents.charged);
    summary.modes[order.mode] += 1;
    if (order.scheduledFor !== null) summary.modes.scheduled += 1;
    if (order.coupon) summary.coupons = add(summary.coupons, 1, toCents(order.coupon.amount));
    if (order.reward) summary.rewards = add(summary.rewards, 1, toCents(order.reward.amount));
  }
  return summary;
}
