/**
 * What the benchmark puts in localStorage before a page: built with the app's own functions and
 * checked with its own schemas, so the seed can never drift from what the app reads.
 */
import * as z from "zod/mini";

import { addLine } from "~/lib/cart/cart";
import { catalogue } from "~/lib/catalogue/catalogue";
import { offeredPaymentMethods, placeOrder } from "~/lib/orders/orders";
import type { StoredEntry } from "~/lib/platform/storage";

import { type CartItem, cartItemSchema } from "../app/lib/cart/cart-schema";
import { type Address, type Order, storedOrderSchema } from "../app/lib/orders/order-schema";
import { ADMIN_OPEN_ORDERS } from "./summary";

function product(index: number) {
  const found = catalogue[index % catalogue.length];
  if (!found) throw new Error("The catalogue is empty");
  return found;
}

export function seedCart(lines: number): CartItem[] {
  let cart: CartItem[] = [];
  for (let i = 0; i < lines; i++) cart = addLine(cart, product(i * 3), 1 + (i % 3));
  return z.array(cartItemSchema).parse(cart);
}

const address: Address = {
  rua: "Rua do Bom Jesus",
  bairro: "Recife",
  cidade: "Recife",
  uf: "PE",
  numero: "125",
  complemento: "Apto 3",
  cep: "50030170",
  origem: "cep",
};

export function seedOrders(count: number, now = Date.UTC(2026, 10, 22, 15)): Order[] {
  // Pay on delivery only, as in earlier runs: the bench builds without a Pix key, and figures stay comparable.
  const paymentMethods = offeredPaymentMethods(false);
  let entries: StoredEntry<Order>[] = [];
  for (let i = 0; i < count; i++) {
    let cart: CartItem[] = [];
    for (let line = 0; line <= i % 4; line++) cart = addLine(cart, product(i + line * 5), 1 + (line % 2));
    const paymentMethod = paymentMethods[i % paymentMethods.length] ?? "credito";
    entries = placeOrder(
      entries,
      { checkoutId: `bench-${i}`, address, paymentMethod, changeFor: paymentMethod === "dinheiro" ? 100 : null, cart },
      now - (count - i) * 3_600_000,
    ).entries;
  }
  return z.array(storedOrderSchema).parse(entries.map((entry) => entry.raw));
}

/** The pages measured, each with the storage it starts with. */
export const benchPages = [
  { name: "/", path: "/", storage: {} },
  { name: "/product/Latte", path: "/product/Latte", storage: {} },
  // A shared filtered link: the inline script filters its first paint (docs/decisions/0011).
  { name: "/?tipo=Gelado", path: "/?tipo=Gelado", storage: {} },
  // noindex: the shopper's own pages stay out of search results (docs/decisions/0015).
  { name: "/Carrinho (3 lines)", path: "/Carrinho", storage: { cart: JSON.stringify(seedCart(3)) }, noindex: true },
  { name: "/Admin (20 orders)", path: "/Admin", storage: { orders: JSON.stringify(seedOrders(20)) }, noindex: true },
] as const satisfies readonly { name: string; path: string; storage: Record<string, string>; noindex?: boolean }[];

/** /Admin's open time is measured with this many orders on the device (bench/summary.ts's target). */
export const manyOrdersStorage = { orders: JSON.stringify(seedOrders(ADMIN_OPEN_ORDERS)) };
