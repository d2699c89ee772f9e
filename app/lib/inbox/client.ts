/**
 * The order inbox on the page's Firebase: reach it only with `import("./client")`, after
 * the page has rendered, so Firestore is never part of a first load. Every call rejects with an
 * InboxError ("unavailable", code "not-configured") in a build without the inbox (config.ts
 * says so without loading this).
 *
 * - sendOrder: signs the shopper in anonymously if nobody is signed in (only here, at the first
 *   order), writes `orders/{checkoutId}`, resolves when the shop has it ("created", or
 *   "already-sent" for a retry of an order that had arrived). Offline it waits and the SDK sends
 *   by itself when the connection returns, as long as the page stays open; the caller's outbox
 *   covers a closed tab. Rejects with kind "rejected" (the rules refuse it: a retry fails the same
 *   way) or "unavailable" (try again later; `retryInMs` says when for an order the quota holds).
 * - watchOrder: the order's status and payment, live, for its customer (or staff); null after
 *   staff delete it.
 * - watchShopOrders, olderShopOrders, shopOrdersBetween, deleteShopOrder, setOrderStatus, confirmPixPayment,
 *   readShopOrderState, blockCustomer, saveShopSettings: staff only (firestore.rules). Staff's
 *   order changes go through the staff outbox (staff-outbox.client.ts), which resolves them only
 *   once the server has them.
 * - watchMyOrders: the signed-in shopper's own orders, from any device.
 * - prepareOrderMove, finishOrderMove: an anonymous shopper's orders move to the Google account
 *   they sign in to, when it existed already (auth/firebase.client.ts).
 * - isStaff: a verified Google e-mail with a `staff/{email}` document, as the rules say.
 * See firestore.client.ts for how a retry is told from a refusal.
 */
import { startAuth } from "~/lib/account/start-auth.client";
import type { OrderMove } from "~/lib/orders/my-orders";
import { nextTask } from "~/lib/platform/when-idle.client";

import { inboxConfig } from "./config";
import { connectInbox } from "./connect.client";
import {
  type Inbox,
  type OrderProgress,
  type SendResult,
  type SettingsChange,
  type SettingsSaveResult,
  type ShopOrdersListener,
  type StoredSettings,
} from "./firestore.client";
import { InboxError, toInboxError } from "./inbox-error";
import type { InboxOrderInput } from "./order-document";
import type { OrderStatus } from "./order-statuses";
import type { ShopOrder } from "./shop-order";
import type { ServerOrderState } from "./staff-actions";

export type { OrderProgress, SendResult, SettingsChange, SettingsSaveResult };

let connecting: Promise<Inbox> | null = null;

function inbox(): Promise<Inbox> {
  if (inboxConfig.mode === "disabled") {
    return Promise.reject(new InboxError("unavailable", "not-configured", "This build has no order inbox"));
  }
  // The first call comes in the task that evaluated this module and the SDK: the inbox opens in
  // the next one, so the two do not add up into one long task.
  connecting ??= nextTask()
    .then(startAuth)
    .then(connectInbox, (error: unknown) => {
      connecting = null;
      throw toInboxError(error);
    });
  return connecting;
}

/** Subscribes once the inbox is there; the returned function cancels either step. */
function watch(start: (inbox: Inbox) => () => void, onError: (error: InboxError) => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  inbox().then(
    async (ready) => {
      // Opening the inbox was this task's work; the listener starts in the next.
      await nextTask();
      if (!cancelled) stop = start(ready);
    },
    (error: unknown) => {
      if (!cancelled) onError(toInboxError(error));
    },
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

export async function sendOrder(order: InboxOrderInput): Promise<SendResult> {
  return (await inbox()).sendOrder(order);
}

export function watchOrder(
  docId: string,
  onOrder: (order: OrderProgress | null) => void,
  onError: (error: InboxError) => void = () => {},
): () => void {
  return watch((ready) => ready.watchOrder(docId, onOrder, onError), onError);
}

export function watchShopOrders(onOrders: ShopOrdersListener, onError: (error: InboxError) => void): () => void {
  return watch((ready) => ready.watchShopOrders(onOrders, onError), onError);
}

export async function olderShopOrders(before: number): Promise<ShopOrder[]> {
  return (await inbox()).olderShopOrders(before);
}

export async function shopOrdersBetween(start: number, end: number): Promise<ShopOrder[]> {
  return (await inbox()).shopOrdersBetween(start, end);
}

export async function deleteShopOrder(order: Pick<ShopOrder, "docId" | "customerUid">): Promise<void> {
  return (await inbox()).deleteShopOrder(order);
}

export async function setOrderStatus(docId: string, status: OrderStatus): Promise<void> {
  return (await inbox()).setOrderStatus(docId, status);
}

export async function confirmPixPayment(docId: string): Promise<void> {
  return (await inbox()).confirmPixPayment(docId);
}

export async function readShopOrderState(docId: string): Promise<ServerOrderState> {
  return (await inbox()).readShopOrderState(docId);
}

/** The signed-in shopper's own orders at the shop, newest first, live ("Meus pedidos"). */
export function watchMyOrders(
  onOrders: (orders: ShopOrder[]) => void,
  onError: (error: InboxError) => void,
): () => void {
  return watch((ready) => ready.watchMyOrders(onOrders, onError), onError);
}

export async function prepareOrderMove(email: string): Promise<OrderMove | null> {
  return (await inbox()).prepareOrderMove(email);
}

export async function finishOrderMove(move: OrderMove): Promise<void> {
  return (await inbox()).finishOrderMove(move);
}

export async function isStaff(email: string): Promise<boolean> {
  return (await inbox()).isStaff(email);
}

export function watchShopSettings(
  onData: (stored: StoredSettings) => void,
  onError: (error: InboxError) => void,
): () => void {
  return watch((ready) => ready.watchShopSettings(onData, onError), onError);
}

export async function saveShopSettings(change: SettingsChange): Promise<SettingsSaveResult> {
  return (await inbox()).saveShopSettings(change);
}

export async function blockCustomer(
  customerUid: string,
  openOrders: readonly Pick<ShopOrder, "docId" | "customerUid">[],
): Promise<void> {
  return (await inbox()).blockCustomer(customerUid, openOrders);
}
