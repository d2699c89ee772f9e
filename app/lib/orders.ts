import * as z from "zod/mini";
import { cartTotal } from "./cart";
import { toCents } from "./money";
import {
  addressSchema,
  paymentMethods,
  type Address,
  type CartItem,
  type Order,
  type PaymentMethod,
} from "./schemas";

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  credito: "Cartão de crédito",
  debito: "Cartão de débito",
  dinheiro: "Dinheiro",
};

/** A timestamp id that is unique even when two orders are made in the same millisecond. */
export function nextOrderId(existing: readonly Pick<Order, "id">[], now: number): number {
  const latest = existing.reduce((max, order) => Math.max(max, order.id), 0);
  return Math.max(now, latest + 1);
}

export function latestOrder(orders: readonly Order[]): Order | undefined {
  return orders.reduce<Order | undefined>((latest, order) => (!latest || order.id > latest.id ? order : latest), undefined);
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

/** "Rua do Bom Jesus, 125, Apto 3 — Recife Antigo, Recife/PE — CEP 50030-170" */
export function formatAddress(address: Address): string {
  const street = [address.rua || "Sem logradouro", address.numero, address.complemento].filter(Boolean).join(", ");
  const area = [address.bairro, `${address.cidade}/${address.uf}`].filter(Boolean).join(", ");
  return `${street} — ${area} — CEP ${formatCep(address.cep)}`;
}

const orderDateFormat = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Recife",
});

/** The id is the creation time: shown as the shop's local date and time. */
export function formatOrderTime(id: number): string {
  return orderDateFormat.format(new Date(id));
}

/** "50", "50,00", "R$ 1.234,50" → reais; anything else → NaN. */
export function parseMoneyInput(text: string): number {
  const cleaned = text.replace(/R\$|\s/g, "").replace(/\.(?=\d{3}(\D|$))/g, "").replace(",", ".");
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const requiredText = (message: string) => z.string(message).check(z.trim(), z.minLength(1, message));

export const checkoutFormSchema = z
  .object({
    checkoutId: requiredText("Formulário inválido: recarregue a página."),
    cep: z.string().check(z.regex(/^\d{5}-?\d{3}$/, "Informe um CEP válido.")),
    rua: z.string(),
    bairro: z.string(),
    cidade: requiredText("Busque o endereço pelo CEP."),
    uf: z.string().check(z.regex(/^[A-Z]{2}$/, "Busque o endereço pelo CEP.")),
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
  const result = checkoutFormSchema.safeParse(Object.fromEntries(form));
  const errors: CheckoutFieldErrors = {};
  if (cart.length === 0) errors.cart = "Seu carrinho está vazio.";
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
    else if (toCents(changeFor) < toCents(cartTotal(cart))) errors.troco = "O troco deve ser para um valor igual ou maior que o total.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const address = addressSchema.parse({
    rua: data.rua.trim(),
    bairro: data.bairro.trim(),
    cidade: data.cidade,
    uf: data.uf,
    numero: data.numero,
    complemento: data.complemento,
    cep: data.cep.replace("-", ""),
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
  };
}

export function findOrderOfCheckout(orders: readonly Order[], checkoutId: unknown): Order | undefined {
  return typeof checkoutId === "string" && checkoutId !== ""
    ? orders.find((order) => order.checkoutId === checkoutId)
    : undefined;
}

/**
 * Appends the order unless this checkout already made one (a double click, a resubmitted form):
 * then the stored list is returned unchanged with the existing order.
 */
export function placeOrder(
  orders: readonly Order[],
  input: Omit<Parameters<typeof buildOrder>[0], "id">,
  now: number,
): { orders: Order[]; order: Order; created: boolean } {
  const existing = findOrderOfCheckout(orders, input.checkoutId);
  if (existing) return { orders: [...orders], order: existing, created: false };
  const order = buildOrder({ ...input, id: nextOrderId(orders, now) });
  return { orders: [...orders, order], order, created: true };
}

export function deleteOrder(orders: readonly Order[], id: number): Order[] {
  return orders.filter((order) => order.id !== id);
}

/** Identifies one checkout form; getRandomValues works on plain http too, unlike randomUUID. */
export function newCheckoutId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
