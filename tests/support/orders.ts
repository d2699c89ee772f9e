import { findProduct, type Product } from "~/lib/catalogue/catalogue";
import type { StoredEntry } from "~/lib/platform/storage";

import type { Address, Order } from "../../app/lib/orders/order-schema";
import type { ShopOrder } from "../../app/lib/orders/shop-order";

export function product(description: string): Product {
  const found = findProduct(description);
  if (!found) throw new Error(`${description} is not in the catalogue`);
  return found;
}

/** An address as a found CEP fills it, with a number. */
export const recifeAddress: Address = {
  rua: "Rua do Bom Jesus",
  bairro: "Recife",
  cidade: "Recife",
  uf: "PE",
  numero: "125",
  complemento: "",
  cep: "50030170",
  origem: "cep",
};

export const ordersOf = (entries: readonly StoredEntry<Order>[]): Order[] =>
  entries.flatMap((entry) => (entry.value ? [entry.value] : []));

/** One Latte to Recife by credit card, as localStorage keeps an order; `overrides` set the rest. */
export function storedLatteOrder(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    address: recifeAddress,
    paymentMethod: "credito",
    changeFor: null,
    cart: [{ image: "/coffees/latte.svg", type: "Tradicional", description: "Latte", price: 12.5, quantity: 1 }],
    status: "Pendente",
    payment: null,
    delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
    inbox: "pending",
    ...overrides,
  };
}

/** A picked-up Latte of R$ 10,00 by credit card as staff read it, placed at `at` (ISO); `overrides` set the rest. */
export function shopOrderAt(at: string, overrides: Partial<ShopOrder> = {}): ShopOrder {
  return {
    docId: at,
    id: Date.parse(at),
    checkoutId: at,
    mode: "pickup",
    address: recifeAddress,
    paymentMethod: "credito",
    changeFor: null,
    cart: [{ description: "Latte", type: "Tradicional", image: "", price: 10, quantity: 1 }],
    status: "Retirado",
    payment: null,
    customerUid: "u",
    createdAt: Date.parse(at),
    scheduledFor: null,
    note: "",
    ...overrides,
  };
}

/** Two Lattes (R$ 25,00) delivered to Recife for a R$ 5,00 fee: what shopOrderAt takes to be a delivery. */
export const deliveredTwoLattes: Partial<ShopOrder> = {
  mode: "delivery",
  cart: [{ description: "Latte", type: "Tradicional", image: "", price: 12.5, quantity: 2 }],
  status: "Entregue",
  delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
};
