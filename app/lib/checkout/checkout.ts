import {
  cartFullMessage,
  type CartItem,
  cartTotal,
  MAX_CART_LINES,
  notSoldLines,
  notSoldText,
  pricesChangedText,
  reconcileCart,
} from "~/lib/cart";
import { parseMoneyInput, toCents } from "~/lib/catalogue";
import { couponMessages, formCoupon, type OrderCoupon } from "~/lib/coupons";
import {
  type Address,
  addressSchema,
  AT_COUNTER,
  cpfDigits,
  mobilePhoneDigits,
  type Order,
  type PaymentMethod,
  placeOrder,
} from "~/lib/orders";
import {
  cleanText,
  type FormFailure,
  invalidFieldsMessage,
  randomId,
  readableValues,
  saveFailureMessage,
  type StoredEntry,
} from "~/lib/platform";
import {
  belowMinimumText,
  closedReason,
  defaultShopSettings,
  findDeliveryArea,
  isValidSlot,
  notServedText,
  type OrderDelivery,
  orderDelivery,
  type OrderMode,
  pickupDelivery,
  scheduleClosedReason,
  type ShopSettings,
  shopStatus,
  soldOutLines,
  soldOutText,
} from "~/lib/shop";
import { tableOfForm, type TableRef } from "~/lib/tables";

import {
  addressFormSchema,
  type CheckoutFieldErrors,
  checkoutFormSchema,
  checkoutModes,
  isCheckoutField,
  SEEN_SUBTOTAL_FIELD,
} from "./checkout-fields";
import { checkoutReward, totalToPay } from "./checkout-reward";

export const pickupOffText = "A loja não está aceitando retiradas agora. Escolha entrega.";

type CheckoutParse =
  | {
      ok: true;
      checkoutId: string;
      mode: OrderMode;
      address: Address | null;
      paymentMethod: PaymentMethod;
      changeFor: number | null;
      delivery: OrderDelivery;
      note: string;
      callName: string;
      phone: string;
      cpf: string;
      scheduledFor: number | null;
      table: TableRef | null;
      coupon: OrderCoupon | null;
    }
  | { ok: false; errors: CheckoutFieldErrors };

interface CheckoutContext {
  now: number;
  settings?: ShopSettings;
  pixOffered?: boolean;
}

/** Pix is refused when this build has no shop key: there would be no code to pay with. */
export function parseCheckoutForm(
  form: FormData,
  cart: readonly CartItem[],
  { now, settings = defaultShopSettings, pixOffered = false }: CheckoutContext,
): CheckoutParse {
  const fields = Object.fromEntries(form);
  const result = checkoutFormSchema.safeParse(fields);
  const atTable = fields.modo === "mesa" ? tableOfForm(fields, settings) : null;
  const pickup = fields.modo === "retirada" || atTable !== null;
  const addressResult = pickup ? null : addressFormSchema.safeParse(fields);
  const errors: CheckoutFieldErrors = {};
  if (cart.length === 0) errors.cart = "Seu carrinho está vazio.";
  if (cart.length > MAX_CART_LINES) errors.cart = cartFullMessage;
  const soldOut = soldOutLines(cart, settings);
  if (soldOut.length > 0) errors.cart = soldOutText(soldOut);
  const notSold = notSoldLines(cart);
  if (notSold.length > 0) errors.cart = notSoldText(notSold);
  const seen = fields[SEEN_SUBTOTAL_FIELD];
  if (typeof seen === "string" && cart.length > 0 && Number(seen) !== toCents(cartTotal(cart))) {
    errors.cart = pricesChangedText;
  }
  // At a table the order is for now.
  const scheduledFor = fields.quando === "agendar" && !atTable ? Number(fields.horario) : null;
  if (scheduledFor === null) {
    const status = shopStatus(settings, now);
    if (!status.open) errors.form = closedReason(status, now);
  } else {
    const closedNow = scheduleClosedReason(settings, now);
    if (closedNow) errors.form = closedNow;
    else if (!isValidSlot({ hours: settings.hours, leadMinutes: settings.orderAhead.leadMinutes }, scheduledFor, now))
      errors.horario = "Escolha um dos horários disponíveis.";
  }
  const subtotal = cartTotal(cart);
  // The area of the address as it will be stored: the rules fold that text, not the typed one.
  const area = pickup
    ? null
    : findDeliveryArea(settings.deliveryAreas, {
        cidade: cleanText(String(fields.cidade ?? "")),
        bairro: cleanText(String(fields.bairro ?? "")),
      });
  if (atTable && !atTable.ok) errors.modo = atTable.message;
  else if (pickup && !atTable && !settings.pickup) errors.modo = pickupOffText;
  if (fields.pagamento === AT_COUNTER && !atTable) errors.pagamento = "Escolha a forma de pagamento.";
  if (!pickup) {
    if (!area && String(fields.cidade ?? "").trim() !== "") errors.cidade = notServedText(String(fields.cidade));
    // A looked-up address may have no street (a city with one CEP); a typed one needs it.
    if (fields.origem === "manual" && String(fields.rua ?? "").trim() === "") errors.rua = "Informe a rua.";
    const belowMinimum = area && cart.length > 0 ? belowMinimumText(area, subtotal) : null;
    if (belowMinimum) errors.cart ??= belowMinimum;
  }
  if (fields.pagamento === "pix" && !pixOffered) errors.pagamento = "Escolha a forma de pagamento.";
  const issues = [
    ...(result.success ? [] : result.error.issues),
    ...(addressResult?.success === false ? addressResult.error.issues : []),
  ];
  for (const issue of issues) {
    const field = issue.path[0];
    if (isCheckoutField(field)) errors[field] ??= issue.message;
  }
  if (!result.success || addressResult?.success === false) return { ok: false, errors };
  const data = result.data;
  const delivery = pickup ? pickupDelivery : area ? orderDelivery(area, subtotal) : null;
  const coupon = formCoupon(data.cupom, data.cupomDesconto, subtotal);
  let changeFor: number | null = null;
  if (data.pagamento === "dinheiro" && data.troco !== "") {
    changeFor = parseMoneyInput(data.troco);
    if (Number.isNaN(changeFor)) errors.troco = "Informe o valor do troco, por exemplo 50,00.";
    else if (coupon !== "invalid" && toCents(changeFor) < toCents(totalToPay(form, cart, delivery, coupon, settings)))
      errors.troco = "O troco deve ser para um valor igual ou maior que o total.";
  }
  if (coupon === "invalid") errors.cupom = couponMessages.invalid;
  if (Object.keys(errors).length > 0 || !delivery || coupon === "invalid") return { ok: false, errors };
  const typed = addressResult?.data;
  const address = typed
    ? addressSchema.parse({
        rua: typed.rua,
        bairro: typed.bairro,
        cidade: typed.cidade,
        uf: typed.uf,
        numero: typed.numero,
        complemento: typed.complemento,
        cep: typed.cep.replace("-", ""),
        origem: typed.origem,
      })
    : null;
  return {
    ok: true,
    checkoutId: data.checkoutId,
    mode: checkoutModes[data.modo],
    address,
    paymentMethod: data.pagamento,
    changeFor,
    delivery,
    note: data.observacoes,
    callName: pickup ? data.nomeParaChamar : "",
    phone: mobilePhoneDigits(data.celular) ?? "",
    cpf: cpfDigits(data.cpf) ?? "",
    scheduledFor,
    table: atTable?.ok ? atTable.table : null,
    coupon,
  };
}

function findOrderOfCheckout(orders: readonly Order[], checkoutId: unknown): Order | undefined {
  return typeof checkoutId === "string" && checkoutId !== ""
    ? orders.find((order) => order.checkoutId === checkoutId)
    : undefined;
}

type CheckoutOutcome = { ok: true; order: Order; created: boolean } | { ok: false; errors: CheckoutFieldErrors };

/** A form that already made its order (a double click, a resubmission) lands on it without being checked again. */
export function checkoutOrder(
  entries: readonly StoredEntry<Order>[],
  form: FormData,
  cart: readonly CartItem[],
  context: CheckoutContext & { toShop?: boolean },
): { next: StoredEntry<Order>[] | null; result: CheckoutOutcome } {
  const earlier = findOrderOfCheckout(readableValues(entries), form.get("checkoutId"));
  if (earlier) return { next: null, result: { ok: true, order: earlier, created: false } };
  const parsed = parseCheckoutForm(form, cart, context);
  if (!parsed.ok) return { next: null, result: parsed };
  const { ok: _parsed, ...input } = parsed;
  const reward = checkoutReward(form, cart, context.settings, input.coupon);
  const placed = placeOrder(entries, { ...input, cart, reward, toShop: context.toShop }, context.now);
  return { next: placed.entries, result: { ok: true, order: placed.order, created: true } };
}

export function checkoutFailure(errors: CheckoutFieldErrors): FormFailure {
  return { ok: false, message: errors.cart ?? errors.form ?? invalidFieldsMessage, fieldErrors: errors };
}

export interface CheckoutStore {
  readCart(): Promise<CartItem[]>;
  writeCart(cart: CartItem[]): void;
  changeOrders<R>(
    change: (entries: StoredEntry<Order>[]) => { next: StoredEntry<Order>[] | null; result: R },
  ): Promise<R>;
}

/** The order is saved first and stands alone if need be: a cart left full is a smaller harm than a lost order. */
export async function submitCheckout(
  form: FormData,
  store: CheckoutStore,
  options: CheckoutContext & { toShop: boolean },
): Promise<{ ok: true; order: Order } | FormFailure> {
  // Read at the moment of the submission: what another tab did a second ago counts.
  const cart = reconcileCart(await store.readCart());
  let outcome: CheckoutOutcome;
  try {
    outcome = await store.changeOrders((entries) => checkoutOrder(entries, form, cart, options));
  } catch (error) {
    return checkoutFailure({ form: saveFailureMessage(error) });
  }
  if (!outcome.ok) return checkoutFailure(outcome.errors);
  if (outcome.created) {
    try {
      store.writeCart([]);
    } catch (error) {
      console.warn("The order is saved but the cart could not be emptied:", error);
    }
  }
  return { ok: true, order: outcome.order };
}

export const newCheckoutId = randomId;
