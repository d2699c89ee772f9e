import { cartTotal, LINE_QUANTITY, MAX_CART_LINES } from "~/lib/cart";
import type { AddressOrigin } from "~/lib/orders";
import { cleanText } from "~/lib/platform";
import type { OrderMode } from "~/lib/shop";

import { documentLines, type OrderLineInput } from "./order-line-text";

/**
 * The largest order number (`id`, the Pix txid too) the rules accept: every client reads it
 * exactly, so whatever the rules accept, /Admin shows.
 */
export const MAX_ORDER_NUMBER = Number.MAX_SAFE_INTEGER;

/**
 * What an order's document id (its checkout id) looks like: random, so nobody can collide with it
 * or guess it; checkout.ts makes 24 hex digits.
 */
export const checkoutIdPattern = "[0-9A-Za-z_-]{20,64}";

/** The limits firestore.rules enforce, held to them by its tests; the cart's line limits are the same. */
export const inboxLimits = {
  maxText: 200,
  /** Lines of one order: a product with other choices is another line (cart-quantity.ts). */
  maxLines: MAX_CART_LINES,
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
  /** "pickup", or a delivery (absent on orders of older versions). */
  mode?: string | undefined;
  /** null for a pickup. */
  address: {
    rua: string;
    bairro: string;
    cidade: string;
    uf: string;
    numero: string;
    complemento: string;
    cep: string;
    origem?: string | undefined;
  } | null;
  /** Checked by firestore.rules: one of `paymentMethods`. */
  paymentMethod: string;
  changeFor?: number | null | undefined;
  cart: readonly OrderLineInput[];
  /** The area's fee and time range; firestore.rules refuse an order without it. */
  delivery?: { fee: number; minMinutes: number; maxMinutes: number } | undefined;
  /** The shopper's note; the rules take at most ORDER_NOTE_MAX characters. */
  note?: string | undefined;
}

/** `orders/{id}` as the customer creates it, less `createdAt` (the server's time, set by the caller). */
interface OrderDocument {
  id: number;
  checkoutId: string;
  mode: OrderMode;
  /** null for a pickup: the rules accept no address only then. */
  address: (NonNullable<InboxOrderInput["address"]> & { origem: AddressOrigin }) | null;
  paymentMethod: string;
  changeFor: number | null;
  /** Each line as `cartLineText` writes it. */
  cart: string[];
  /** The lines' sum in reais, as the cart sums them: the rules check it once and compare the area's amounts with it. */
  subtotal: number;
  status: "Pendente";
  payment: null;
  customerUid: string;
  delivery: { fee: number; minMinutes: number; maxMinutes: number } | null;
  /** "" when the shopper wrote none. */
  note: string;
}

const checkoutIdRegExp = new RegExp(`^${checkoutIdPattern}$`);

/**
 * The document id of an order: its checkout id, random, so a retry writes the same document and
 * nobody else can take or guess it; null for an order without one (the rules would refuse it).
 */
export function orderDocumentId(order: Pick<InboxOrderInput, "checkoutId">): string | null {
  return order.checkoutId && checkoutIdRegExp.test(order.checkoutId) ? order.checkoutId : null;
}

function toAddressDocument(address: NonNullable<InboxOrderInput["address"]>): OrderDocument["address"] {
  // Orders of older versions may hold text the rules refuse now: stored as this version stores it.
  const [rua, bairro, cidade, numero, complemento] = [
    address.rua,
    address.bairro,
    address.cidade,
    address.numero,
    address.complemento,
  ].map((text) => cleanText(text));
  const { uf, cep, origem } = address;
  return {
    rua: rua ?? "",
    bairro: bairro ?? "",
    cidade: cidade ?? "",
    uf,
    numero: numero ?? "",
    complemento: complemento ?? "",
    cep,
    // Orders saved before the address could be typed by hand all came from a CEP lookup.
    origem: origem === "manual" ? "manual" : "cep",
  };
}

export function toOrderDocument(order: InboxOrderInput, customerUid: string): OrderDocument {
  const pickup = order.mode === "pickup";
  return {
    id: order.id,
    checkoutId: order.checkoutId ?? "",
    mode: pickup ? "pickup" : "delivery",
    address: pickup || !order.address ? null : toAddressDocument(order.address),
    paymentMethod: order.paymentMethod,
    changeFor: order.paymentMethod === "dinheiro" ? (order.changeFor ?? null) : null,
    cart: documentLines(order.cart),
    subtotal: cartTotal(order.cart),
    status: "Pendente",
    payment: null,
    customerUid,
    delivery: order.delivery
      ? { fee: order.delivery.fee, minMinutes: order.delivery.minMinutes, maxMinutes: order.delivery.maxMinutes }
      : null,
    note: cleanText(order.note ?? "", { keepLineBreaks: true }),
  };
}
