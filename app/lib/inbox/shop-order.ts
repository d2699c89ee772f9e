/**
 * An order as staff (and its shopper, in "Meus pedidos") read it back from `orders/{id}`, and the
 * lists they see it in.
 */
import * as z from "zod/mini";

import { addressOrigins, paymentMethods } from "~/lib/orders";
import { orderModes } from "~/lib/shop";

import { MAX_ORDER_NUMBER } from "./order-document";
import { readCartLines } from "./order-line-text";
import { inProgressStatuses } from "./order-statuses";

/**
 * An order as staff read it back. Tolerant, so that a document written by another version of the
 * app still shows: a status this version does not know is kept as it is, missing optional fields
 * get defaults. `createdAt` is the server's time in ms (order-snapshots.client.ts converts the
 * Timestamp), null while the server has not stamped it.
 */
const shopOrderSchema = z.object({
  /** The Firestore document's id (the checkout id of the orders this version writes). */
  docId: z.string(),
  id: z.int().check(z.positive(), z.lte(MAX_ORDER_NUMBER)),
  checkoutId: z._default(z.string(), ""),
  /** Absent on the documents of older versions: deliveries. */
  mode: z.catch(z._default(z.enum(orderModes), "delivery"), "delivery"),
  /** null for a pickup. */
  address: z.nullable(
    z.object({
      rua: z._default(z.string(), ""),
      bairro: z._default(z.string(), ""),
      cidade: z._default(z.string(), ""),
      uf: z._default(z.string(), ""),
      numero: z._default(z.string(), ""),
      complemento: z._default(z.string(), ""),
      cep: z._default(z.string(), ""),
      origem: z.catch(z.enum(addressOrigins), "cep"),
    }),
  ),
  paymentMethod: z.enum(paymentMethods),
  changeFor: z.catch(z.nullable(z.number()), null),
  cart: z.pipe(
    z.transform(readCartLines),
    z.array(
      z.object({
        description: z.string(),
        type: z._default(z.string(), ""),
        image: z._default(z.string(), ""),
        price: z.number(),
        quantity: z.int(),
        /** Absent on lines of orders before options (decision 0019). */
        choices: z.optional(z.record(z.string(), z.array(z.string()))),
      }),
    ),
  ),
  status: z._default(z.string(), "Pendente"),
  /** null until staff confirm a Pix payment ("Pix recebido"); anything else shows as not confirmed. */
  payment: z.catch(z.nullable(z.string()), null),
  customerUid: z._default(z.string(), ""),
  createdAt: z.catch(z.nullable(z.number()), null),
  /** Absent on the documents of older versions: no fee. */
  delivery: z.catch(
    z.optional(z.object({ fee: z.number(), minMinutes: z.number(), maxMinutes: z.number() })),
    undefined,
  ),
  /** Absent on the documents of older versions: no note. */
  note: z.catch(z._default(z.string(), ""), ""),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export function parseShopOrder(data: unknown): ShopOrder | null {
  const parsed = shopOrderSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Newest first: the latest to reach the shop on top, by id when the server time is not known yet. */
export function newestShopOrdersFirst(orders: readonly ShopOrder[]): ShopOrder[] {
  return [...orders].sort((a, b) => (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity) || b.id - a.id);
}

/** The document ids of a customer's orders still in progress: what "Bloquear cliente" deletes. */
export function customerOpenOrders(orders: readonly ShopOrder[], customerUid: string): string[] {
  const inProgress: readonly string[] = inProgressStatuses;
  return orders
    .filter((order) => order.customerUid === customerUid && inProgress.includes(order.status))
    .map((order) => order.docId);
}

/** Several lists of the shop's orders as one, newest first, each document once (the first list's copy wins). */
export function mergeShopOrders(...lists: readonly (readonly ShopOrder[])[]): ShopOrder[] {
  const byDocument = new Map<string, ShopOrder>();
  for (const list of lists)
    for (const order of list) if (!byDocument.has(order.docId)) byDocument.set(order.docId, order);
  return newestShopOrdersFirst([...byDocument.values()]);
}

/** How far back staff's live list reaches, besides every order still in progress. */
export const LIVE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How many older orders "Carregar pedidos anteriores" brings at a time. */
export const OLDER_PAGE_SIZE = 20;
