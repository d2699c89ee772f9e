import { cartTotal, LINE_QUANTITY, MAX_CART_LINES } from "~/lib/cart";
import { cleanText } from "~/lib/platform";
import type { OrderMode } from "~/lib/shop";

import { cpfDigits } from "./cpf";
import { CALL_NAME_MAX, mobilePhoneDigits } from "./order-contact";
import { type AddressOrigin, ORDER_TEXT_MAX } from "./order-facts";
import { documentLines, type OrderLineInput } from "./order-line-text";

/** Every client reads it exactly, so whatever order number the rules accept, /Admin shows. */
export const MAX_ORDER_NUMBER = Number.MAX_SAFE_INTEGER;

/** Random, so nobody can collide with it or guess it; checkout.ts makes 24 hex digits. */
export const checkoutIdPattern = "[0-9A-Za-z_-]{20,64}";

/** The limits firestore.rules enforce, held to them by its tests; the cart's line limits are the same. */
export const inboxLimits = {
  maxText: ORDER_TEXT_MAX,
  maxLines: MAX_CART_LINES,
  minQuantity: LINE_QUANTITY.min,
  maxQuantity: LINE_QUANTITY.max,
} as const;

/** By name, so whatever else a stored order carries stays on the device. */
export interface InboxOrderInput {
  id: number;
  checkoutId?: string | undefined;
  mode?: string | undefined;
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
  paymentMethod: string;
  changeFor?: number | null | undefined;
  cart: readonly OrderLineInput[];
  /** firestore.rules refuse an order without it. */
  delivery?: { fee: number; minMinutes: number; maxMinutes: number } | undefined;
  note?: string | undefined;
  callName?: string | undefined;
  phone?: string | undefined;
  cpf?: string | undefined;
  /** Order ahead: the slot, in ms. */
  scheduledFor?: number | undefined;
  /** At a table: its number and the code of the link it was opened with. */
  table?: { number: number; code: string } | undefined;
  /** Taken off the products, in reais; firestore.rules check it against the coupon's terms. */
  coupon?: { code: string; amount: number } | undefined;
  /** The stamp card's free coffee (decision 0033). */
  reward?: { stamps: number; amount: number } | undefined;
}

/** Less `createdAt`: the server's time, set by the caller. */
interface OrderDocument {
  id: number;
  checkoutId: string;
  mode: OrderMode;
  address: (NonNullable<InboxOrderInput["address"]> & { origem: AddressOrigin }) | null;
  paymentMethod: string;
  changeFor: number | null;
  cart: string[];
  /** As the cart sums them: the rules check it once and compare the area's amounts with it. */
  subtotal: number;
  status: "Pendente";
  payment: null;
  customerUid: string;
  /** Placed by a Google account: only such an order earns stamps (decision 0050). */
  signedIn: boolean;
  delivery: { fee: number; minMinutes: number; maxMinutes: number } | null;
  note: string;
  /** A pickup's or a table's "Nome para chamar", and a mobile for "Avisar no WhatsApp"; empty: not given. */
  callName: string;
  phone: string;
  /** "CPF na nota": its 11 digits; empty: not given. */
  cpf: string;
  /** Only on a scheduled order, so an order for "Agora" is the document it always was. */
  scheduledFor?: number;
  /** Only on an order at a table (mode "table"). */
  table?: { number: number; code: string };
  /** Only with a coupon: its code and the amount off. */
  coupon?: { code: string; amount: number };
  reward?: { stamps: number; amount: number };
}

const checkoutIdRegExp = new RegExp(`^${checkoutIdPattern}$`);

/** A retry writes the same document; null without a checkout id, which the rules would refuse. */
export function orderDocumentId(order: Pick<InboxOrderInput, "checkoutId">): string | null {
  return order.checkoutId && checkoutIdRegExp.test(order.checkoutId) ? order.checkoutId : null;
}

function toAddressDocument(address: NonNullable<InboxOrderInput["address"]>): OrderDocument["address"] {
  // A stored order may hold text the rules refuse: cleaned as a new one is.
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
    // An address with no origin came from a CEP lookup.
    origem: origem === "manual" ? "manual" : "cep",
  };
}

function contactOf(order: InboxOrderInput, mode: OrderMode): Pick<OrderDocument, "callName" | "phone" | "cpf"> {
  const callName = mode === "delivery" ? "" : cleanText(order.callName ?? "").slice(0, CALL_NAME_MAX);
  const phone = mobilePhoneDigits(order.phone ?? "");
  return { callName, phone: phone ?? "", cpf: cpfDigits(order.cpf ?? "") ?? "" };
}

export function toOrderDocument(order: InboxOrderInput, customerUid: string, signedIn: boolean): OrderDocument {
  const mode = order.mode === "pickup" || (order.mode === "table" && order.table) ? order.mode : "delivery";
  return {
    id: order.id,
    checkoutId: order.checkoutId ?? "",
    mode,
    address: mode !== "delivery" || !order.address ? null : toAddressDocument(order.address),
    paymentMethod: order.paymentMethod,
    changeFor: order.paymentMethod === "dinheiro" ? (order.changeFor ?? null) : null,
    cart: documentLines(order.cart),
    subtotal: cartTotal(order.cart),
    status: "Pendente",
    payment: null,
    customerUid,
    signedIn,
    delivery: order.delivery
      ? { fee: order.delivery.fee, minMinutes: order.delivery.minMinutes, maxMinutes: order.delivery.maxMinutes }
      : null,
    note: cleanText(order.note ?? "", { keepLineBreaks: true }),
    ...contactOf(order, mode),
    ...(order.scheduledFor === undefined ? {} : { scheduledFor: order.scheduledFor }),
    ...(mode === "table" && order.table ? { table: { number: order.table.number, code: order.table.code } } : {}),
    ...(order.coupon ? { coupon: { code: order.coupon.code, amount: order.coupon.amount } } : {}),
    ...(order.reward ? { reward: { stamps: order.reward.stamps, amount: order.reward.amount } } : {}),
  };
}
