import { readableValues, readEntries, writeRaw } from "~/lib/platform";

import { mergeUsualOrders, type UsualOrder, withoutUsual, withUsual } from "./usual-orders";

const STORAGE_KEY = "usualOrders";

const usualSchema = () => import("./usual-order-schema").then((module) => module.usualOrderSchema);

/** This device's "Meu de sempre" list, newest first. */
export async function readUsualOrders(): Promise<UsualOrder[]> {
  return readableValues(await readEntries(STORAGE_KEY, usualSchema));
}

export async function keepUsualOrder(usual: UsualOrder): Promise<void> {
  writeRaw(STORAGE_KEY, withUsual(await readUsualOrders(), usual));
}

export async function forgetUsualOrder(name: string): Promise<void> {
  writeRaw(STORAGE_KEY, withoutUsual(await readUsualOrders(), name));
}

/** The account's list merged in, so this device shows it offline and on its next visit. */
export async function keepUsualOrders(orders: readonly UsualOrder[]): Promise<void> {
  writeRaw(STORAGE_KEY, mergeUsualOrders(await readUsualOrders(), orders));
}

/** "Excluir meus dados": this device's list goes. */
export function forgetUsualOrders(): void {
  writeRaw(STORAGE_KEY, []);
}
