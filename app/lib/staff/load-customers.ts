import type { ShopOrder } from "~/lib/orders";

import { type CustomerBook, foldOrders } from "./customer-book";
import { type CustomerProfile, type CustomerRow, customerRows } from "./customer-rows";
import { shopDate, shopDayRange } from "./day-close";
import { firstOpenDay } from "./day-summary";

/** Where "Clientes" comes from: the stored totals, the orders since, the profiles and the stamp cards. */
export interface CustomerSources {
  readBook(): Promise<CustomerBook>;
  keepBook(book: CustomerBook): Promise<void>;
  ordersBetween(start: number, end: number): Promise<ShopOrder[]>;
  readProfiles(): Promise<ReadonlyMap<string, CustomerProfile>>;
  readStamps(): Promise<ReadonlyMap<string, number>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The stored totals, and the orders of the days after them (read once): the settled ones are folded in and stored,
 * the last days staff may still change are added each time. The first opening reads every order once.
 */
export async function loadCustomers(today: string, sources: CustomerSources): Promise<CustomerRow[]> {
  const [book, profiles, stamps] = await Promise.all([
    sources.readBook(),
    sources.readProfiles(),
    sources.readStamps(),
  ]);
  const openFrom = shopDayRange(firstOpenDay(today))?.start ?? 0;
  const settledThrough = shopDate(openFrom - DAY_MS);
  const readFrom = book.through === null ? 0 : (shopDayRange(book.through)?.end ?? 0);
  const orders = await sources.ordersBetween(readFrom, shopDayRange(today)?.end ?? Date.now());
  const placed = (order: ShopOrder) => order.createdAt ?? Number.POSITIVE_INFINITY;
  let stored = book;
  if (book.through === null || book.through < settledThrough) {
    stored = foldOrders(
      book,
      orders.filter((order) => placed(order) < openFrom),
      settledThrough,
    );
    await sources.keepBook(stored).catch((error: unknown) => {
      console.warn("The customers' totals were not stored; the next opening folds these days again:", error);
    });
  }
  const live = foldOrders(
    stored,
    orders.filter((order) => placed(order) >= Math.max(openFrom, readFrom)),
    null,
  );
  return customerRows(live.customers, profiles, stamps);
}
