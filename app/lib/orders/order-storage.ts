import { changeEntries, readableValues, readEntries, readRaw, type StoredEntry } from "~/lib/platform";

import type { Order } from "./order-schema";

const orderSchema = () => import("./order-schema").then((module) => module.storedOrderSchema);

interface StoredOrders {
  orders: Order[];
  /** Entries it cannot show; they stay stored. */
  unreadable: number;
}

/** Without loading the schemas. */
export function hasStoredOrders(): boolean {
  return readRaw("orders", "local") !== null;
}

export async function readOrders(): Promise<StoredOrders> {
  const entries = await readEntries("orders", orderSchema);
  const orders = readableValues(entries);
  return { orders, unreadable: entries.length - orders.length };
}

/** Under the orders lock, with no await between read and write, so no other change is overwritten. */
export function changeOrders<R>(
  change: (entries: StoredEntry<Order>[]) => { next: StoredEntry<Order>[] | null; result: R },
): Promise<R> {
  return changeEntries("orders", orderSchema, change);
}
