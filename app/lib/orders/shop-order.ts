import * as z from "zod/mini";

import { orderModes } from "~/lib/shop";

import { MAX_ORDER_NUMBER } from "./order-document";
import { addressOrigins, paymentMethods } from "./order-facts";
import { readCartLines } from "./order-line-text";
import { inProgressStatuses } from "./order-statuses";

/** Tolerant, so another version's document still shows; `createdAt` is null until the server stamps it. */
const shopOrderSchema = z.object({
  docId: z.string(),
  id: z.int().check(z.positive(), z.lte(MAX_ORDER_NUMBER)),
  /** The short number of its day ("nº 047"); absent on orders sent before it existed. */
  dayNumber: z.catch(z.optional(z.nullable(z.int().check(z.positive()))), null),
  checkoutId: z._default(z.string(), ""),
  mode: z.catch(z._default(z.enum(orderModes), "delivery"), "delivery"),
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
        /** Absent on lines before options (decision 0019). */
        choices: z.optional(z.record(z.string(), z.array(z.string()))),
      }),
    ),
  ),
  status: z._default(z.string(), "Pendente"),
  /** Anything but PIX_RECEIVED shows as not confirmed. */
  payment: z.catch(z.nullable(z.string()), null),
  customerUid: z._default(z.string(), ""),
  /** Placed by a Google account; absent on orders from before the field (stamps' earnsStampsWhenPlaced). */
  signedIn: z.catch(z.optional(z.boolean()), false),
  createdAt: z.catch(z.nullable(z.number()), null),
  /** Order ahead: the slot chosen, in ms; null for "Agora" and on older orders. */
  scheduledFor: z.catch(z.nullable(z.number()), null),
  /** At a table: "Mesa 4" on the card, the ticket and the day's close; null on other orders. */
  table: z.catch(z.optional(z.nullable(z.object({ number: z.int(), code: z.string() }))), undefined),
  delivery: z.catch(
    z.optional(z.object({ fee: z.number(), minMinutes: z.number(), maxMinutes: z.number() })),
    undefined,
  ),
  note: z.catch(z._default(z.string(), ""), ""),
  /** Absent when not given, and on orders from before them. */
  callName: z.catch(z.optional(z.string()), undefined),
  phone: z.catch(z.optional(z.string()), undefined),
  cpf: z.catch(z.optional(z.string()), undefined),
  /** Its shopper erased what named them ("Excluir meus dados"): the lines and totals stay. */
  erased: z.catch(z.optional(z.boolean()), undefined),
  /** Set with "Em preparo" (ms, the server's time); absent on older orders. */
  preparingAt: z.catch(z.optional(z.nullable(z.number())), null),
  readyInMinutes: z.catch(z.optional(z.nullable(z.number())), null),
  /** Discounts on the products, in reais: a coupon's and the stamp card's reward; absent on most orders. */
  coupon: z.catch(z.optional(z.object({ code: z.string(), amount: z.number().check(z.nonnegative()) })), undefined),
  reward: z.catch(z.optional(z.object({ stamps: z.int(), amount: z.number().check(z.nonnegative()) })), undefined),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export function parseShopOrder(data: unknown): ShopOrder | null {
  const parsed = shopOrderSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Orders the server has not stamped yet go on top. */
export function newestShopOrdersFirst(orders: readonly ShopOrder[]): ShopOrder[] {
  return [...orders].sort((a, b) => (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity) || b.id - a.id);
}

export function customerOpenOrders(orders: readonly ShopOrder[], customerUid: string): string[] {
  const inProgress: readonly string[] = inProgressStatuses;
  return orders
    .filter((order) => order.customerUid === customerUid && inProgress.includes(order.status))
    .map((order) => order.docId);
}

/** The first list's copy of a document wins. */
export function mergeShopOrders(...lists: readonly (readonly ShopOrder[])[]): ShopOrder[] {
  const byDocument = new Map<string, ShopOrder>();
  for (const list of lists)
    for (const order of list) if (!byDocument.has(order.docId)) byDocument.set(order.docId, order);
  return newestShopOrdersFirst([...byDocument.values()]);
}

/** How far back staff's live list reaches, besides every order still in progress. */
export const LIVE_WINDOW_MS = 24 * 60 * 60 * 1000;
