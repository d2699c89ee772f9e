import { type CartItem, cartTotal } from "~/lib/cart";
import { fromCents, toCents } from "~/lib/catalogue";
import { readableValues, type StoredEntry } from "~/lib/platform";
import { type OrderDelivery, type OrderMode, shopDateTimeText, shopLocation, shopProfile } from "~/lib/shop";

import { maskCep } from "./cep-format";
import { AT_COUNTER, type PaymentMethod, paymentMethods, PIX_RECEIVED } from "./order-facts";
import type { Address, Order, StoredAddress } from "./order-schema";

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  credito: "Cartão de crédito",
  debito: "Cartão de débito",
  dinheiro: "Dinheiro",
  pix: "Pix",
  caixa: "Pagar no caixa",
};

/** Pix only when the build has the shop's Pix key; "Pagar no caixa" only at a table. */
export function offeredPaymentMethods(pixOffered: boolean, atTable = false): PaymentMethod[] {
  return paymentMethods.filter((method) => (method !== "pix" || pixOffered) && (method !== AT_COUNTER || atTable));
}

export function isPixReceived(order: { paymentMethod: string; payment?: unknown }): boolean {
  return order.paymentMethod === "pix" && order.payment === PIX_RECEIVED;
}

export function isPaymentMethod(method: string): method is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(method);
}

/** A method this version does not know is shown as stored. */
export function paymentMethodLabel(method: string): string {
  return isPaymentMethod(method) ? paymentMethodLabels[method] : method;
}

/** Unique even when two orders are made in the same millisecond. */
export function nextOrderId(existing: readonly Pick<Order, "id">[], now: number): number {
  const latest = existing.reduce((max, order) => Math.max(max, order.id), 0);
  return Math.max(now, latest + 1);
}

export function latestOrder(orders: readonly Order[]): Order | undefined {
  return orders.reduce<Order | undefined>(
    (latest, order) => (!latest || order.id > latest.id ? order : latest),
    undefined,
  );
}

export function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => b.id - a.id);
}

type Discounted = Partial<Pick<Order, "coupon" | "reward">>;

/** What the coupon and the reward take off the products: never more than the products, never the fee. */
export function orderDiscount(order: Pick<Order, "cart"> & Discounted): number {
  const taken = toCents(order.coupon?.amount ?? 0) + toCents(order.reward?.amount ?? 0);
  return fromCents(Math.min(taken, toCents(cartTotal(order.cart))));
}

export function orderTotal(order: Pick<Order, "cart" | "delivery"> & Discounted): number {
  const products = toCents(cartTotal(order.cart)) - toCents(orderDiscount(order));
  return fromCents(products + toCents(order.delivery?.fee ?? 0));
}

export function isPickup(order: { mode?: string | undefined }): boolean {
  return order.mode === "pickup";
}

type Tabled = { mode?: string | undefined; table?: { number: number } | null | undefined };

/** "Mesa 4" for an order at a table, null for any other. */
export function tableText(order: Tabled): string | null {
  return order.mode === "table" && order.table ? `Mesa ${order.table.number}` : null;
}

export function orderModeLabel(order: Tabled): string {
  return tableText(order) ?? (isPickup(order) ? "Retirada" : "Entrega");
}

export function shopAddressText(): string {
  return `${shopLocation.streetAddress} — ${shopProfile.city}/${shopProfile.state}`;
}

export function formatAddress(address: StoredAddress): string {
  const street = [address.rua || "Sem logradouro", address.numero.trim() || "s/n", address.complemento]
    .filter(Boolean)
    .join(", ");
  const area = [address.bairro, `${address.cidade}/${address.uf}`].filter(Boolean).join(", ");
  return `${street} — ${area} — CEP ${maskCep(address.cep)}`;
}

/** The id is the creation time. */
export function orderDate(id: number): Date | null {
  const date = new Date(id);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatOrderTime(id: number): string {
  const date = orderDate(id);
  return date ? shopDateTimeText(date.getTime()) : "data inválida";
}

export function buildOrder(input: {
  id: number;
  checkoutId: string;
  address: Address | null;
  mode?: OrderMode | undefined;
  paymentMethod: PaymentMethod;
  changeFor: number | null;
  cart: readonly CartItem[];
  delivery?: OrderDelivery | undefined;
  note?: string | undefined;
  callName?: string | undefined;
  /** A Brazilian mobile's digits. */
  phone?: string | undefined;
  /** "CPF na nota": its 11 digits. */
  cpf?: string | undefined;
  /** Order ahead: the slot, in ms. */
  scheduledFor?: number | null | undefined;
  table?: { number: number; code: string } | null | undefined;
  /** The order waits in the outbox until the shop's inbox has it. */
  toShop?: boolean | undefined;
  coupon?: { code: string; amount: number } | null | undefined;
  /** "Usar meu café grátis": the card's stamps it spends and what it takes off, in reais. */
  reward?: { stamps: number; amount: number } | undefined;
}): Order {
  return {
    id: input.id,
    checkoutId: input.checkoutId,
    address: input.address,
    mode: input.mode ?? "delivery",
    paymentMethod: input.paymentMethod,
    changeFor: input.paymentMethod === "dinheiro" ? input.changeFor : null,
    cart: [...input.cart],
    status: "Pendente",
    payment: null,
    ...(input.delivery ? { delivery: { ...input.delivery } } : {}),
    ...(input.note ? { note: input.note } : {}),
    ...(input.callName && input.mode !== "delivery" ? { callName: input.callName } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
    ...(input.cpf ? { cpf: input.cpf } : {}),
    ...(typeof input.scheduledFor === "number" ? { scheduledFor: input.scheduledFor } : {}),
    ...(input.mode === "table" && input.table ? { table: { ...input.table } } : {}),
    ...(input.toShop ? { inbox: "pending" as const } : {}),
    ...(input.coupon ? { coupon: { ...input.coupon } } : {}),
    ...(input.reward ? { reward: { ...input.reward } } : {}),
  };
}

export function outboxOrders(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.inbox === "pending");
}

/** Keeps the rest of the stored entry as it was; null when there is nothing to change. */
export function updateOrder(
  entries: readonly StoredEntry<Order>[],
  target: Pick<Order, "id" | "checkoutId">,
  patch: Partial<
    Pick<Order, "id" | "status" | "payment" | "inbox" | "inboxError" | "preparingAt" | "readyInMinutes" | "dayNumber">
  >,
): StoredEntry<Order>[] | null {
  const index = entries.findIndex(
    (entry) => entry.value?.id === target.id && entry.value.checkoutId === target.checkoutId,
  );
  const entry = entries[index];
  if (!entry?.value || typeof entry.raw !== "object" || entry.raw === null) return null;
  const value = entry.value;
  if (Object.entries(patch).every(([key, next]) => value[key] === next)) return null;
  const next = [...entries];
  next[index] = { raw: { ...entry.raw, ...patch }, value: { ...value, ...patch } };
  return next;
}

export function placeOrder(
  entries: readonly StoredEntry<Order>[],
  input: Omit<Parameters<typeof buildOrder>[0], "id">,
  now: number,
): { entries: StoredEntry<Order>[]; order: Order } {
  const order = buildOrder({ ...input, id: nextOrderId(readableValues(entries), now) });
  return { entries: [...entries, { raw: order, value: order }], order };
}

/** The id and how many stored before it share it name one order even among duplicates. */
export function listNewestFirst(orders: readonly Order[]): { order: Order; occurrence: number }[] {
  const seen = new Map<number, number>();
  const numbered = orders.map((order) => {
    const occurrence = seen.get(order.id) ?? 0;
    seen.set(order.id, occurrence + 1);
    return { order, occurrence };
  });
  return numbered.sort((a, b) => b.order.id - a.order.id);
}

/** How many of this device's orders /Admin shows (`/Admin?pedidos=40`). */
export const MORE_ORDERS_PARAM = "pedidos";

export function deleteOrder(
  entries: readonly StoredEntry<Order>[],
  id: number,
  occurrence: number,
): StoredEntry<Order>[] {
  let seen = 0;
  const index = entries.findIndex((entry) => entry.value?.id === id && seen++ === occurrence);
  return index === -1 ? [...entries] : entries.filter((_, position) => position !== index);
}
