/**
 * The shop's order inbox in Firestore, the pure part: statuses, the document an order
 * becomes (`orders/{id}`, checked by firestore.rules), and the order staff read back.
 * The Firebase side is client.ts, loaded only with a dynamic import.
 */
import * as z from "zod/mini";

import { LINE_QUANTITY } from "../cart";
import { type AddressOrigin, addressOrigins, paymentMethods } from "../schemas";

/** The way an order moves at the shop; "Cancelado" can come at any point. Same list as firestore.rules. */
export const orderStatuses = ["Pendente", "Em preparo", "Saiu para entrega", "Entregue", "Cancelado"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return orderStatuses.includes(value as OrderStatus);
}

/** The limits firestore.rules enforce, held to them by its tests; the cart's line limits are the same. */
export const inboxLimits = {
  maxText: 200,
  maxLines: 16,
  minQuantity: LINE_QUANTITY.min,
  maxQuantity: LINE_QUANTITY.max,
} as const;

/**
 * What the inbox reads from a local order, by name: the stored `Order` satisfies it, and whatever
 * else a stored order carries stays on the device.
 */
export interface InboxOrderInput {
  id: number;
  checkoutId?: string | undefined;
  address: {
    rua: string;
    bairro: string;
    cidade: string;
    uf: string;
    numero: string;
    complemento: string;
    cep: string;
    origem?: string | undefined;
  };
  /** Checked by firestore.rules: one of `paymentMethods`. */
  paymentMethod: string;
  changeFor?: number | null | undefined;
  cart: readonly { description: string; type: string; image: string; price: number; quantity: number }[];
}

/** `orders/{id}` as the customer creates it, less `createdAt` (the server's time, set by the caller). */
interface OrderDocument {
  id: number;
  checkoutId: string;
  address: InboxOrderInput["address"] & { origem: AddressOrigin };
  paymentMethod: string;
  changeFor: number | null;
  cart: { description: string; type: string; image: string; price: number; quantity: number }[];
  status: "Pendente";
  payment: null;
  customerUid: string;
}

/** The document id of an order: its id as a string, so a retry writes the same document. */
export function orderDocumentId(id: number): string {
  return String(id);
}

export function toOrderDocument(order: InboxOrderInput, customerUid: string): OrderDocument {
  const { rua, bairro, cidade, uf, numero, complemento, cep, origem } = order.address;
  return {
    id: order.id,
    checkoutId: order.checkoutId ?? "",
    // Orders saved before the address could be typed by hand all came from a CEP lookup.
    address: { rua, bairro, cidade, uf, numero, complemento, cep, origem: origem === "manual" ? "manual" : "cep" },
    paymentMethod: order.paymentMethod,
    changeFor: order.paymentMethod === "dinheiro" ? (order.changeFor ?? null) : null,
    cart: order.cart.map(({ description, type, image, price, quantity }) => ({
      description,
      type,
      image,
      price,
      quantity,
    })),
    status: "Pendente",
    payment: null,
    customerUid,
  };
}

/**
 * An order as staff read it back. Tolerant, so that a document written by another version of the
 * app still shows: a status this version does not know is kept as it is, missing optional fields
 * get defaults. `createdAt` is the server's time in ms (client.ts converts the Timestamp),
 * null while the server has not stamped it.
 */
const shopOrderSchema = z.object({
  id: z.int().check(z.positive()),
  checkoutId: z._default(z.string(), ""),
  address: z.object({
    rua: z._default(z.string(), ""),
    bairro: z._default(z.string(), ""),
    cidade: z._default(z.string(), ""),
    uf: z._default(z.string(), ""),
    numero: z._default(z.string(), ""),
    complemento: z._default(z.string(), ""),
    cep: z._default(z.string(), ""),
    origem: z.catch(z.enum(addressOrigins), "cep"),
  }),
  paymentMethod: z.enum(paymentMethods),
  changeFor: z.catch(z.nullable(z.number()), null),
  cart: z.array(
    z.object({
      description: z.string(),
      type: z._default(z.string(), ""),
      image: z._default(z.string(), ""),
      price: z.number(),
      quantity: z.int(),
    }),
  ),
  status: z._default(z.string(), "Pendente"),
  /** null until staff confirm a Pix payment ("Pix recebido"); anything else shows as not confirmed. */
  payment: z.catch(z.nullable(z.string()), null),
  customerUid: z._default(z.string(), ""),
  createdAt: z.catch(z.nullable(z.number()), null),
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

/**
 * Why an inbox call failed: "rejected" when the rules (or the data) refuse it, so a retry of the
 * same call would fail the same way; "unavailable" when it may work later (offline, the server
 * busy, sign-in not reachable, the inbox not configured in this build).
 */
type InboxErrorKind = "rejected" | "unavailable";

export class InboxError extends Error {
  override readonly name = "InboxError";

  constructor(
    readonly kind: InboxErrorKind,
    /** Firebase's code ("permission-denied", "unavailable", "auth/network-request-failed", …) or ours ("not-configured"). */
    readonly code: string,
    message = `${kind}: ${code}`,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const rejectedCodes = new Set(["permission-denied", "invalid-argument", "not-found", "already-exists", "out-of-range"]);

export function inboxErrorKind(code: string): InboxErrorKind {
  return rejectedCodes.has(code) ? "rejected" : "unavailable";
}

export function toInboxError(error: unknown): InboxError {
  if (error instanceof InboxError) return error;
  const code =
    typeof error === "object" && error && "code" in error && typeof error.code === "string" ? error.code : "unknown";
  const message = error instanceof Error ? error.message : String(error);
  return new InboxError(inboxErrorKind(code), code, message, { cause: error });
}
