import { changeEntries, readableValues, readEntries, readRaw, type StoredEntry } from "~/lib/platform";

import type { Order } from "./order-schema";

const orderSchema = () => import("./order-schema").then((module) => module.storedOrderSchema);

interface StoredOrders {
  /** The orders this version can show, in stored order. */
  orders: Order[];
  /** Stored entries it cannot show; they stay stored. */
  unreadable: number;
}

/** Whether anything is stored under `orders`, without loading the schemas. */
export function hasStoredOrders(): boolean {
  return readRaw("orders", "local") !== null;
}

export async function readOrders(): Promise<StoredOrders> {
  const entries = await readEntries("orders", orderSchema);
  const orders = readableValues(entries);
  return { orders, unreadable: entries.length - orders.length };
}

/**
 * Reads the orders, lets `change` compute the next entries (null: write nothing) and writes them,
 * under the orders lock and with no await between the read and the write, so no other change is
 * overwritten. Throws StorageWriteError when the write fails.
 */
export function changeOrders<R>(
  change: (entries: StoredEntry<Order>[]) => { next: StoredEntry<Order>[] | null; result: R },
): Promise<R> {
  return changeEntries("orders", orderSchema, change);
}
