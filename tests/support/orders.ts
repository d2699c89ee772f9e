import { findProduct, type Product } from "~/lib/catalogue/catalogue";
import type { StoredEntry } from "~/lib/platform/storage";

import type { Address, Order } from "../../app/lib/orders/order-schema";

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
