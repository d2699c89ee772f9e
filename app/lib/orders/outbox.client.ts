import { cartTotal } from "~/lib/cart";
import { couponMessages } from "~/lib/coupons";
import { inboxConfig, InboxError, NUMBER_TAKEN } from "~/lib/firestore";
import { importWhenReachable, readableValues } from "~/lib/platform";
import { shopStatus } from "~/lib/shop";

import { announceOrder, isJustConfirmed } from "./order-announcement";
import { type Order } from "./order-schema";
import { shopperCancel, statusFromShop } from "./order-statuses";
import { changeOrders, readOrders } from "./order-storage";
import { isPaymentMethod, nextOrderId, outboxOrders, updateOrder } from "./orders";
import { shopperOrdersPart } from "./parts";

const REJECTED_MESSAGE =
  "A cafeteria não pôde receber este pedido pela internet. Ele continua salvo neste aparelho: envie pelo WhatsApp ou ligue para a loja.";

/** The shop was closed as the order arrived: a stale tab, or an order sent later. */
const CLOSED_MESSAGE =
  "A loja estava fechada quando o pedido chegou, por isso a cafeteria não o recebeu. Ele continua salvo neste aparelho: faça um novo pedido quando abrirmos, ou fale com a loja pelo WhatsApp.";

/** The refusal may be only this page's older shape: the order waits, pending, for the new version. */
const RELOAD_TO_SEND_MESSAGE =
  "Saiu uma versão nova da loja, e este pedido precisa dela para chegar à cafeteria. Ele continua salvo neste aparelho: recarregue a página para enviá-lo.";

/** The slot may have filled, or the hours, menu or delivery changed: the rules do not say which. */
const SLOT_REFUSED_MESSAGE =
  "A cafeteria não pôde receber este pedido agendado: o horário pode ter lotado, ou a loja mudou seus horários, o cardápio ou a entrega. Ele continua salvo neste aparelho: faça um novo pedido escolhendo outro horário, ou fale com a loja pelo WhatsApp.";

function couponRefusedMessage(code: string, reason: string): string {
  return `A cafeteria não aceitou o cupom ${code}: ${reason}. O pedido continua salvo neste aparelho: faça o pedido de novo sem o cupom, ou fale com a loja pelo WhatsApp.`;
}

/** The coupon's terms read again: the shopper learns which one the order missed (none: another refusal). */
async function couponRefusal(order: Order & { coupon: { code: string } }): Promise<string | null> {
  try {
    const { checkCouponCode } = await importWhenReachable(() => import("~/lib/coupons/coupon-check.client"));
    const check = await checkCouponCode(order.coupon.code, cartTotal(order.cart));
    return check.ok ? null : couponRefusedMessage(order.coupon.code, check.message);
  } catch {
    return null;
  }
}

async function refusalMessage(order: Order): Promise<string> {
  const coupon = order.coupon ? await couponRefusal({ ...order, coupon: order.coupon }) : null;
  if (coupon) return coupon;
  if (order.scheduledFor !== undefined) return SLOT_REFUSED_MESSAGE;
  try {
    const { fetchShopSettings } = await importWhenReachable(() => import("~/lib/settings/settings.client"));
    const settings = await fetchShopSettings();
    if (settings && !shopStatus(settings, Date.now()).open) return CLOSED_MESSAGE;
  } catch {
    return REJECTED_MESSAGE;
  }
  // Its terms hold and the shop is open: its total limit, which only staff read, is what is left.
  return order.coupon ? couponRefusedMessage(order.coupon.code, couponMessages.mayBeSoldOut) : REJECTED_MESSAGE;
}

type OrderRef = Pick<Order, "id" | "checkoutId">;

/** The shop acknowledged this device's cancel: its local order says so at once, not when a listener hears it. */
export function markCancelled(checkoutId: string): Promise<void> {
  return changeOrders((entries) => {
    const order = entries.find((entry) => entry.value?.checkoutId === checkoutId)?.value;
    return { next: order ? updateOrder(entries, order, { status: shopperCancel.to }) : null, result: undefined };
  });
}

function mark(order: OrderRef, patch: Parameters<typeof updateOrder>[2]): Promise<void> {
  return changeOrders((entries) => ({ next: updateOrder(entries, order, patch), result: undefined }));
}

/**
 * A refusal never undoes what this device already learned elsewhere: that the shop has the order. Two tabs may
 * send one order at once, as two anonymous accounts; the loser's refusal must not mark it "rejected" (0046).
 */
function markRefused(order: OrderRef, inboxError: string): Promise<void> {
  return changeOrders((entries) => {
    const stored = entries.find((entry) => entry.value?.id === order.id && entry.value.checkoutId === order.checkoutId);
    const arrived = stored?.value?.inbox === "sent" || stored?.value?.inbox === "removed";
    return { next: arrived ? null : updateOrder(entries, order, { inbox: "rejected", inboxError }), result: undefined };
  });
}

/** A followed order's snapshot from the shop, its status as `statusFromShop` keeps it. */
function markFromShop(order: OrderRef, patch: Parameters<typeof updateOrder>[2] & { status: string }): Promise<void> {
  return changeOrders((entries) => {
    const local = entries.find((entry) => entry.value?.id === order.id && entry.value.checkoutId === order.checkoutId);
    const status = statusFromShop(local?.value?.status, patch.status);
    return { next: updateOrder(entries, order, { ...patch, status }), result: undefined };
  });
}

async function renumber(order: Order): Promise<Order> {
  const id = await changeOrders((entries) => {
    const next = nextOrderId(readableValues(entries), Date.now());
    return { next: updateOrder(entries, order, { id: next }), result: next };
  });
  if (isJustConfirmed(order.id)) announceOrder(id);
  return { ...order, id };
}

const RENUMBER_TRIES = 3;

async function send(order: Order, renumbered = 0): Promise<void> {
  const { paymentMethod } = order;
  try {
    if (!isPaymentMethod(paymentMethod)) throw new InboxError("rejected", "unknown-payment-method");
    const { dayNumber } = await (await shopperOrdersPart.open()).sendOrder({ ...order, paymentMethod });
    await mark(order, { inbox: "sent", inboxError: undefined, ...(dayNumber === null ? {} : { dayNumber }) });
  } catch (error) {
    if (error instanceof InboxError && error.code === NUMBER_TAKEN && renumbered < RENUMBER_TRIES) {
      return send(await renumber(order), renumbered + 1);
    }
    if (error instanceof InboxError && error.kind === "rejected") {
      const { newerVersionDeployed } = await importWhenReachable(() => import("~/lib/platform/service-worker.client"));
      if (await newerVersionDeployed()) {
        console.warn(`Order ${order.id} waits for the new version:`, error);
        await mark(order, { inboxError: RELOAD_TO_SEND_MESSAGE });
        return;
      }
      console.error(`The shop's inbox refused order ${order.id}:`, error);
      await markRefused(order, await refusalMessage(order));
      return;
    }
    if (error instanceof InboxError && error.retryInMs !== null) {
      // The account's quota holds it back: sent by itself once the quota allows.
      scheduleFlush(error.retryInMs);
      return;
    }
    // Offline or the service busy: the order stays in the outbox for the next flush.
    console.warn(`Order ${order.id} waits for the connection:`, error);
  }
}

let flushing: Promise<void> | null = null;
let scheduled: ReturnType<typeof setTimeout> | null = null;

/** One timer for the earliest held order; a flush sends every order waiting anyway. */
function scheduleFlush(inMs: number): void {
  if (scheduled !== null) clearTimeout(scheduled);
  scheduled = setTimeout(() => {
    scheduled = null;
    void flushOutbox();
  }, inMs);
}

export function flushOutbox(): Promise<void> {
  if (inboxConfig.mode === "disabled") return Promise.resolve();
  flushing ??= readOrders()
    .then(async ({ orders }) => {
      // One at a time: the account's quota lets one order through every 30 s, the rest are held.
      for (const order of outboxOrders(orders)) await send(order);
    })
    .then(
      () => undefined,
      (error: unknown) => console.error("The outbox could not be sent:", error),
    )
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

export function followOrderStatuses(orders: readonly OrderRef[]): () => void {
  // The shop's copy is named by the checkout id; an order without one never reached it.
  const stops = orders
    .flatMap(({ id, checkoutId }) => (checkoutId ? [{ id, checkoutId }] : []))
    .map((order) => {
      const unfollowed = (error: unknown) => console.warn(`The status of order ${order.id} cannot be followed:`, error);
      return shopperOrdersPart.listen(
        (shopperOrders) =>
          shopperOrders.watchOrder(
            order.checkoutId,
            (shopOrder) => {
              // null: staff deleted it; the local record keeps its last status, and says so.
              void (
                shopOrder === null
                  ? mark(order, { inbox: "removed" })
                  : markFromShop(order, {
                      status: shopOrder.status,
                      payment: shopOrder.payment,
                      preparingAt: shopOrder.preparingAt ?? undefined,
                      readyInMinutes: shopOrder.readyInMinutes ?? undefined,
                      dayNumber: shopOrder.dayNumber ?? undefined,
                    })
              ).catch(() => {});
            },
            unfollowed,
          ),
        unfollowed,
      );
    });
  return () => {
    for (const stop of stops) stop();
  };
}
