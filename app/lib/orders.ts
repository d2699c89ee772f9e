import * as z from "zod/mini";
import { cartTotal } from "./cart";
import { toCents } from "./money";
import {
  addressOrigins,
  addressSchema,
  brazilianStates,
  paymentMethods,
  type Address,
  type CartItem,
  type Order,
  type PaymentMethod,
  type StoredAddress,
} from "./schemas";
import { readableValues, type StoredEntry } from "./storage";

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  credito: "Cartão de crédito",
  debito: "Cartão de débito",
  dinheiro: "Dinheiro",
};

export function isPaymentMethod(method: string): method is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(method);
}

/** A method of another version of the shop is shown as it was stored. */
export function paymentMethodLabel(method: string): string {
  return isPaymentMethod(method) ? paymentMethodLabels[method] : method;
}

/** A timestamp id that is unique even when two orders are made in the same millisecond. */
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

export function orderTotal(order: Pick<Order, "cart">): number {
  return cartTotal(order.cart);
}

export function formatCep(digits: string): string {
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** "Rua do Bom Jesus, 125, Apto 3 — Recife Antigo, Recife/PE — CEP 50030-170"; no number is "s/n". */
export function formatAddress(address: StoredAddress): string {
  const street = [address.rua || "Sem logradouro", address.numero.trim() || "s/n", address.complemento]
    .filter(Boolean)
    .join(", ");
  const area = [address.bairro, `${address.cidade}/${address.uf}`].filter(Boolean).join(", ");
  return `${street} — ${area} — CEP ${formatCep(address.cep)}`;
}

const orderDateFormat = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Recife",
});

/** The id is the creation time, as a Date; null when it is not a date (another version's id). */
export function orderDate(id: number): Date | null {
  const date = new Date(id);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The id is the creation time: shown as the shop's local date and time. */
export function formatOrderTime(id: number): string {
  const date = orderDate(id);
  return date ? orderDateFormat.format(date) : "data inválida";
}

/** "50", "50,00", "R$ 1.234,50" → reais; anything else → NaN. */
export function parseMoneyInput(text: string): number {
  const cleaned = text
    .replace(/R\$|\s/g, "")
    .replace(/\.(?=\d{3}(\D|$))/g, "")
    .replace(",", ".");
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const requiredText = (message: string) => z.string(message).check(z.trim(), z.minLength(1, message));

export const checkoutFormSchema = z.object({
  checkoutId: requiredText("Formulário inválido: recarregue a página."),
  cep: z.string().check(z.regex(/^\d{5}-?\d{3}$/, "Informe um CEP válido.")),
  origem: z.enum(addressOrigins, "Formulário inválido: recarregue a página."),
  rua: z._default(z.string().check(z.trim()), ""),
  bairro: z._default(z.string().check(z.trim()), ""),
  cidade: requiredText("Informe a cidade."),
  uf: z.enum(brazilianStates, "Escolha a UF."),
  numero: requiredText("Informe o número."),
  complemento: z._default(z.string().check(z.trim()), ""),
  paymentMethod: z.enum(paymentMethods, "Escolha a forma de pagamento."),
  troco: z._default(z.string().check(z.trim()), ""),
});

type CheckoutField = keyof z.infer<typeof checkoutFormSchema>;

/** Field messages, plus `cart` (nothing to order) and `form` (the order could not be saved). */
export type CheckoutFieldErrors = Partial<Record<CheckoutField | "cart" | "form", string>>;

function isCheckoutField(key: PropertyKey | undefined): key is CheckoutField {
  return typeof key === "string" && key in checkoutFormSchema.shape;
}

export type CheckoutParse =
  | { ok: true; checkoutId: string; address: Address; paymentMethod: PaymentMethod; changeFor: number | null }
  | { ok: false; errors: CheckoutFieldErrors };

/** Validates the checkout form against the cart it will order; every problem gets a pt-BR message. */
export function parseCheckoutForm(form: FormData, cart: readonly CartItem[]): CheckoutParse {
  const fields = Object.fromEntries(form);
  const result = checkoutFormSchema.safeParse(fields);
  const errors: CheckoutFieldErrors = {};
  if (cart.length === 0) errors.cart = "Seu carrinho está vazio.";
  // A looked-up address may have no street (a city with one CEP); a typed one needs it.
  if (fields.origem === "manual" && String(fields.rua ?? "").trim() === "") errors.rua = "Informe a rua.";
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (isCheckoutField(field)) errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const data = result.data;
  let changeFor: number | null = null;
  if (data.paymentMethod === "dinheiro" && data.troco !== "") {
    changeFor = parseMoneyInput(data.troco);
    if (Number.isNaN(changeFor)) errors.troco = "Informe o valor do troco, por exemplo 50,00.";
    else if (toCents(changeFor) < toCents(cartTotal(cart)))
      errors.troco = "O troco deve ser para um valor igual ou maior que o total.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const address = addressSchema.parse({
    rua: data.rua,
    bairro: data.bairro,
    cidade: data.cidade,
    uf: data.uf,
    numero: data.numero,
    complemento: data.complemento,
    cep: data.cep.replace("-", ""),
    origem: data.origem,
  });
  return { ok: true, checkoutId: data.checkoutId, address, paymentMethod: data.paymentMethod, changeFor };
}

export function buildOrder(input: {
  id: number;
  checkoutId: string;
  address: Address;
  paymentMethod: PaymentMethod;
  changeFor: number | null;
  cart: readonly CartItem[];
  /** This build has a shop inbox: the order waits in the outbox until the shop has it. */
  toShop?: boolean;
}): Order {
  return {
    id: input.id,
    checkoutId: input.checkoutId,
    address: input.address,
    paymentMethod: input.paymentMethod,
    changeFor: input.paymentMethod === "dinheiro" ? input.changeFor : null,
    cart: [...input.cart],
    status: "Pendente",
    payment: null,
    ...(input.toShop ? { inbox: "pending" as const } : {}),
  };
}

/** The orders the shop's inbox does not have yet. */
export function outboxOrders(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.inbox === "pending");
}

/**
 * Changes some fields of one order (found by id and checkout), keeping everything else of the
 * stored entry as it was; null when there is nothing to change.
 */
export function updateOrder(
  entries: readonly StoredEntry<Order>[],
  target: Pick<Order, "id" | "checkoutId">,
  patch: Partial<Pick<Order, "status" | "inbox" | "inboxError">>,
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

export function findOrderOfCheckout(orders: readonly Order[], checkoutId: unknown): Order | undefined {
  return typeof checkoutId === "string" && checkoutId !== ""
    ? orders.find((order) => order.checkoutId === checkoutId)
    : undefined;
}

/** Appends a new order with a unique id; unreadable entries stay as they are. */
export function placeOrder(
  entries: readonly StoredEntry<Order>[],
  input: Omit<Parameters<typeof buildOrder>[0], "id">,
  now: number,
): { entries: StoredEntry<Order>[]; order: Order } {
  const order = buildOrder({ ...input, id: nextOrderId(readableValues(entries), now) });
  return { entries: [...entries, { raw: order, value: order }], order };
}

export type CheckoutOutcome = { ok: true; order: Order; created: boolean } | { ok: false; errors: CheckoutFieldErrors };

/**
 * The checkout on the stored orders, pure: the entries to write (null: nothing) and what the
 * shopper sees. A form that already made its order (a double click, a resubmission after the
 * cart was emptied) lands on that order instead of being validated again.
 */
export function checkoutOrder(
  entries: readonly StoredEntry<Order>[],
  form: FormData,
  cart: readonly CartItem[],
  now: number,
  toShop = false,
): { next: StoredEntry<Order>[] | null; result: CheckoutOutcome } {
  const earlier = findOrderOfCheckout(readableValues(entries), form.get("checkoutId"));
  if (earlier) return { next: null, result: { ok: true, order: earlier, created: false } };
  const parsed = parseCheckoutForm(form, cart);
  if (!parsed.ok) return { next: null, result: parsed };
  const { checkoutId, address, paymentMethod, changeFor } = parsed;
  const placed = placeOrder(entries, { checkoutId, address, paymentMethod, changeFor, cart, toShop }, now);
  return { next: placed.entries, result: { ok: true, order: placed.order, created: true } };
}

/**
 * Newest first, each with how many stored before it share its id: that pair names one order even
 * among duplicates (the sort is stable, so equal ids keep their stored order).
 */
export function listNewestFirst(orders: readonly Order[]): { order: Order; occurrence: number }[] {
  const seen = new Map<number, number>();
  const numbered = orders.map((order) => {
    const occurrence = seen.get(order.id) ?? 0;
    seen.set(order.id, occurrence + 1);
    return { order, occurrence };
  });
  return numbered.sort((a, b) => b.order.id - a.order.id);
}

/** Removes the `occurrence`-th readable order with this id; every other entry stays as stored. */
export function deleteOrder(
  entries: readonly StoredEntry<Order>[],
  id: number,
  occurrence: number,
): StoredEntry<Order>[] {
  let seen = 0;
  const index = entries.findIndex((entry) => entry.value?.id === id && seen++ === occurrence);
  return index === -1 ? [...entries] : entries.filter((_, position) => position !== index);
}

/** Identifies one checkout form; getRandomValues works on plain http too, unlike randomUUID. */
export function newCheckoutId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
