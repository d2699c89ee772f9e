import * as z from "zod/mini";

import type { ShopOrder } from "~/lib/orders";

import { orderCents, ordersWithin, shopDate } from "./day-close";

/** `customerBook/totals`: the Dono's running totals per customer, folded from settled days' orders. */
export const CUSTOMER_BOOK_PATH = ["customerBook", "totals"] as const;

const count = z.int().check(z.nonnegative());
const shopDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One customer's orders (cancelled ones left out), what they spent in cents, and their first and last day. */
export const customerTotalsSchema = z.object({
  orders: count,
  cents: count,
  first: shopDay,
  last: shopDay,
  /** Whether any of the orders came from a Google account (else "Cliente sem conta"). */
  google: z.boolean(),
});
export type CustomerTotals = z.infer<typeof customerTotalsSchema>;

/** As stored: `through` is the last day folded in; null before the first fold. */
export const customerBookSchema = z.object({
  through: z.nullable(shopDay),
  customers: z.record(z.string(), customerTotalsSchema),
});
export type CustomerBook = z.infer<typeof customerBookSchema>;

export const emptyCustomerBook: CustomerBook = { through: null, customers: {} };

/** A stored book this version cannot read is folded again from the first order. */
export function parseCustomerBook(data: unknown): CustomerBook {
  const parsed = customerBookSchema.safeParse(data);
  return parsed.success ? parsed.data : emptyCustomerBook;
}

const ALL_TIME = { start: Number.NEGATIVE_INFINITY, end: Number.POSITIVE_INFINITY };

/** The book with these orders added; each order must be folded once (the caller gives only days after `through`). */
export function foldOrders(book: CustomerBook, orders: readonly ShopOrder[], through: string | null): CustomerBook {
  const customers = { ...book.customers };
  const counted = ordersWithin(orders, ALL_TIME).sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
  for (const order of counted) {
    if (order.customerUid === "") continue;
    const day = shopDate(order.createdAt ?? 0);
    const before = customers[order.customerUid];
    customers[order.customerUid] = {
      orders: (before?.orders ?? 0) + 1,
      cents: (before?.cents ?? 0) + orderCents(order).charged,
      first: before && before.first < day ? before.first : day,
      last: before && before.last > day ? before.last : day,
      google: (before?.google ?? false) || order.signedIn === true,
    };
  }
  return { through: through ?? book.through, customers };
}
