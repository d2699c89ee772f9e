import { formatMoneyInput } from "~/lib/catalogue";
import { changeOrders, type Order, placeOrder, reorderCart, reorderLinesOf } from "~/lib/orders";
import { type FormResult, randomId, readableValues, saveFailureMessage, type StoredEntry } from "~/lib/platform";
import { defaultShopSettings, readShopSettings, type ShopSettings } from "~/lib/shop";

import { parseCheckoutForm } from "./checkout";
import { draftOfOrder } from "./order-draft";
import { repeatWeekDays } from "./repeat-week";

export const REPEAT_WEEK_INTENT = "repeat-week";
/** The chosen days' times, in ms: one `dias` entry each. */
export const REPEAT_DAYS_FIELD = "dias";

export interface RepeatedWeek {
  /** "qua., 09/12", … of the orders made. */
  labels: string[];
}

const none: ReadonlySet<number> = new Set();

/** The times this device's orders still hold: a day is not booked twice. */
export function bookedTimes(orders: readonly Order[]): Set<number> {
  return new Set(
    orders.flatMap((order) =>
      order.status !== "Cancelado" && typeof order.scheduledFor === "number" ? [order.scheduledFor] : [],
    ),
  );
}

/** A scheduled order the shop has not cancelled or removed repeats at its time; null: this one does not. */
export function repeatableAt(order: Pick<Order, "scheduledFor" | "mode" | "status" | "inbox">): number | null {
  const removed = order.status === "Cancelado" || order.inbox === "removed" || order.mode === "table";
  return typeof order.scheduledFor === "number" && !removed ? order.scheduledFor : null;
}

const failure = (message: string): FormResult<RepeatedWeek> => ({
  ok: false,
  message,
  fieldErrors: { [REPEAT_DAYS_FIELD]: message },
});

/** The checkout's form the order was placed with, for another day. */
function checkoutFormOf(order: Order, at: number): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(draftOfOrder(order))) form.set(name, value);
  form.set("checkoutId", randomId());
  form.set("quando", "agendar");
  form.set("horario", String(at));
  if (order.note) form.set("observacoes", order.note);
  if (order.cpf) form.set("cpf", order.cpf);
  if (order.changeFor !== null) form.set("troco", formatMoneyInput(order.changeFor));
  return form;
}

/**
 * "Repetir na semana": the scheduled order `orderId` again at its time on each chosen day, at today's prices, each
 * an order of its own checked as the checkout checks one; none is made unless all can be.
 */
export function repeatWeekOrders(
  entries: readonly StoredEntry<Order>[],
  orderId: number,
  chosen: ReadonlySet<number>,
  context: { settings: ShopSettings; now: number; toShop: boolean; pixOffered: boolean },
): { next: StoredEntry<Order>[] | null; result: FormResult<RepeatedWeek> } {
  if (chosen.size === 0) return { next: null, result: failure("Escolha pelo menos um dia.") };
  const orders = readableValues(entries);
  const source = orders.find((order) => order.id === orderId);
  const at = source ? repeatableAt(source) : null;
  if (!source || at === null)
    return { next: null, result: failure("Só um pedido agendado pode ser repetido na semana.") };
  const days = repeatWeekDays(at, context.settings, context.now, none, bookedTimes(orders)).filter((day) =>
    chosen.has(day.at),
  );
  if (days.length !== chosen.size || days.some((day) => day.unavailable !== null))
    return { next: null, result: failure("Um dos dias escolhidos não pode mais ser agendado: confira os dias.") };
  const { cart, leftOut } = reorderCart([], reorderLinesOf(source.cart), context.settings);
  if (leftOut.length > 0)
    return { next: null, result: failure("Algo deste pedido não está disponível hoje: use Pedir de novo.") };
  let next = [...entries];
  for (const day of days) {
    const parsed = parseCheckoutForm(checkoutFormOf(source, day.at), cart, context);
    if (!parsed.ok) {
      const first = Object.values(parsed.errors).find((message) => message !== undefined);
      return { next: null, result: failure(`${day.label}: ${first ?? "não foi possível agendar."}`) };
    }
    const { ok: _parsed, ...input } = parsed;
    next = placeOrder(next, { ...input, cart, toShop: context.toShop }, context.now).entries;
  }
  return { next, result: { ok: true, data: { labels: days.map((day) => day.label) } } };
}

/** The page's action for "Agendar nos dias escolhidos", with the shop's settings as this device last heard them. */
export async function repeatWeekOfForm(
  form: FormData,
  options: { toShop: boolean; pixOffered: boolean; now?: number },
): Promise<FormResult<RepeatedWeek>> {
  const settings = (await readShopSettings()) ?? defaultShopSettings;
  const chosen = new Set(form.getAll(REPEAT_DAYS_FIELD).map(Number));
  const context = { ...options, settings, now: options.now ?? Date.now() };
  try {
    return await changeOrders((entries) => repeatWeekOrders(entries, Number(form.get("pedido")), chosen, context));
  } catch (error) {
    return { ok: false, message: saveFailureMessage(error) };
  }
}
