import { readableValues, readEntries, writeRaw } from "~/lib/platform";

import { type UsualOrder, withUsual } from "./usual-orders";

const STORAGE_KEY = "usualOrders";

const usualSchema = () => import("./usual-order-schema").then((module) => module.usualOrderSchema);

/** This device's "Meu de sempre" list, newest first. */
export async function readUsualOrders(): Promise<UsualOrder[]> {
  return readableValues(await readEntries(STORAGE_KEY, usualSchema));
}

export async function keepUsualOrder(usual: UsualOrder): Promise<void> {
  writeRaw(STORAGE_KEY, withUsual(await readUsualOrders(), usual));
}
