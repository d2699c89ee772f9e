// firestore.rules let only staff do any of this; staff's changes come through the staff outbox.
import {
  collection,
  doc,
  type DocumentReference,
  type Firestore,
  getDocFromCache,
  getDocFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
} from "firebase/firestore";

import { inboxCall, InboxError, toInboxError } from "~/lib/firestore";
import { type InboxContext, orderRef, tombstoneRef, whenSignedIn } from "~/lib/firestore/inbox-context.client";
import { PAGE_SIZE } from "~/lib/platform";
import { deliverWithStamps, earnsStamps } from "~/lib/stamps/stamp-cards.client";

import { cancelReturns } from "./cancel-order.client";
import type { OrderActs } from "./order-acts";
import { recordOrderAct, staffEmail } from "./order-acts.client";
import { watchOrderActs } from "./order-acts-watch.client";
import { PIX_RECEIVED } from "./order-facts";
import { type ShopOrdersListener, toShopOrders, watchMerged } from "./order-snapshots.client";
import { CANCELLED, inProgressStatuses, type OrderStatus, PREPARING } from "./order-statuses";
import { moveOnBoard } from "./pickup-board.client";
import { DEFAULT_READY_MINUTES, type ReadyMinutes } from "./ready-time";
import { parseRemovedOrder, type RemovedOrder } from "./removed-order";
import { LIVE_WINDOW_MS, type ShopOrder } from "./shop-order";
import type { ServerOrderState } from "./staff-actions";

type OrderOwner = Pick<ShopOrder, "docId" | "customerUid">;

export interface StaffOrders {
  /** `fromServer` is false while any part is the cache's guess, which may lack orders the server has. */
  watchShopOrders(onOrders: ShopOrdersListener, onError: (error: InboxError) => void): () => void;
  olderShopOrders(before: number): Promise<ShopOrder[]>;
  /** Offline it rejects, where getDocs would answer the cache's guess: an empty day, as if nothing sold. */
  shopOrdersBetween(start: number, end: number): Promise<ShopOrder[]>;
  /** Orders scheduled for the time between, whenever placed; from the server too. */
  scheduledOrdersBetween(start: number, end: number): Promise<ShopOrder[]>;
  /** Leaves its tombstone, so no resend brings it back. */
  deleteShopOrder(order: OrderOwner): Promise<void>;
  /** Orders staff deleted between the two times (ms), from the server. */
  removedOrdersBetween(start: number, end: number): Promise<RemovedOrder[]>;
  /** "Em preparo" carries when it started (the server's time as it is sent) and its minutes to ready. */
  setOrderStatus(docId: string, status: OrderStatus, readyInMinutes?: ReadyMinutes): Promise<void>;
  /** Pix orders only (firestore.rules). */
  confirmPixPayment(docId: string): Promise<void>;
  readShopOrderState(docId: string): Promise<ServerOrderState>;
  blockCustomer(customerUid: string, openOrders: readonly OrderOwner[]): Promise<void>;
  /** Who moved, confirmed or deleted each order of the live window (firestore.rules' orderActs). */
  watchOrderActs(
    onActs: (acts: ReadonlyMap<string, OrderActs>) => void,
    onError: (error: InboxError) => void,
  ): () => void;
}

/** What the order took (slot, reward, coupon) comes back with it, so the reads and the writes are one transaction. */
async function cancelByStaff(db: Firestore, docId: string, by: string): Promise<void> {
  await runTransaction(db, async (transaction) => {
    const order = await transaction.get(orderRef(db, docId));
    // A retry, or another device, may find it cancelled or deleted already.
    if (!order.exists() || order.get("status") === CANCELLED) return;
    const giveBack = await cancelReturns(db, transaction, order);
    transaction.update(order.ref, { status: CANCELLED });
    recordOrderAct(transaction, db, docId, "status", by);
    moveOnBoard(transaction, db, order, CANCELLED);
    giveBack();
  });
}

function watchShopOrders(
  { auth, db }: InboxContext,
  onOrders: ShopOrdersListener,
  onError: (error: InboxError) => void,
): () => void {
  return whenSignedIn(
    auth,
    () => {
      const orders = collection(db, "orders");
      const since = Timestamp.fromMillis(Date.now() - LIVE_WINDOW_MS);
      return watchMerged(
        [
          query(orders, where("status", "in", inProgressStatuses), orderBy("createdAt", "desc")),
          query(orders, where("createdAt", ">=", since), orderBy("createdAt", "desc")),
        ],
        onOrders,
        onError,
      );
    },
    onError,
  );
}

function olderShopOrders(db: Firestore, before: number): Promise<ShopOrder[]> {
  return inboxCall(async () => {
    // From the server only: offline, getDocs answers the cache's guess ("no older orders").
    const page = await getDocsFromServer(
      query(
        collection(db, "orders"),
        where("createdAt", "<", Timestamp.fromMillis(before)),
        orderBy("createdAt", "desc"),
        limit(PAGE_SIZE),
      ),
    );
    return toShopOrders(page.docs);
  });
}

/** A range on one field needs no composite index. */
function ordersBetween(db: Firestore, field: "createdAt" | "scheduledFor", start: number, end: number) {
  return inboxCall(async () => {
    const day = await getDocsFromServer(
      query(
        collection(db, "orders"),
        where(field, ">=", Timestamp.fromMillis(start)),
        where(field, "<", Timestamp.fromMillis(end)),
        orderBy(field),
      ),
    );
    return toShopOrders(day.docs);
  });
}

/**
 * A batch, as the update it was (queued offline, no lock on the order): a pickup's or a table's move shows on
 * /painel's board in the same write. The order is read from the live list's cache; the rules check the entry
 * against the order as written.
 */
async function moveOrder(db: Firestore, docId: string, status: OrderStatus, readyInMinutes: ReadyMinutes, by: string) {
  const ref = orderRef(db, docId);
  const order = await getDocFromCache(ref).catch(() => getDocFromServer(ref));
  // As updateDoc's refusal of a missing document.
  if (!order.exists()) throw new InboxError("rejected", "not-found", "The order is not at the shop");
  const batch = writeBatch(db);
  batch.update(ref, status === PREPARING ? { status, preparingAt: serverTimestamp(), readyInMinutes } : { status });
  recordOrderAct(batch, db, docId, "status", by);
  moveOnBoard(batch, db, order, status);
  await batch.commit();
}

/** Its tombstone copies what the rules check it against: its customer, number and products' value. */
async function deleteOrder(db: Firestore, docId: string, by: string): Promise<void> {
  await runTransaction(db, async (transaction) => {
    const order = await transaction.get(orderRef(db, docId));
    // A retry, or another device, found it deleted already.
    if (!order.exists()) return;
    transaction.delete(order.ref);
    recordOrderAct(transaction, db, docId, "deleted", by);
    moveOnBoard(transaction, db, order, CANCELLED);
    transaction.set(tombstoneRef(db, docId), {
      customerUid: order.get("customerUid") as unknown,
      number: order.get("id") as unknown,
      subtotal: order.get("subtotal") as unknown,
      deletedAt: serverTimestamp(),
    });
  });
}

/** The tombstones of orders deleted between two times, from the server: the day's close lists them apart. */
async function removedBetween(db: Firestore, start: number, end: number): Promise<RemovedOrder[]> {
  return inboxCall(async () => {
    const day = await getDocsFromServer(
      query(
        collection(db, "deletedOrders"),
        where("deletedAt", ">=", Timestamp.fromMillis(start)),
        where("deletedAt", "<", Timestamp.fromMillis(end)),
        orderBy("deletedAt"),
      ),
    );
    return day.docs.flatMap((tombstone) => {
      const deletedAt: unknown = tombstone.get("deletedAt");
      const at = deletedAt instanceof Timestamp ? deletedAt.toMillis() : null;
      return parseRemovedOrder({ ...tombstone.data(), deletedAt: at }) ?? [];
    });
  });
}

async function readShopOrderState(db: Firestore, docId: string): Promise<ServerOrderState> {
  // A document that is not there may read as denied: either way, it is not there.
  const fromServer = (ref: DocumentReference) =>
    getDocFromServer(ref).then(
      (snapshot) => (snapshot.exists() ? snapshot : null),
      (error: unknown) => {
        const failure = toInboxError(error);
        if (failure.code === "permission-denied") return null;
        throw failure;
      },
    );
  const [order, tombstone] = await Promise.all([fromServer(orderRef(db, docId)), fromServer(tombstoneRef(db, docId))]);
  const payment: unknown = order?.get("payment");
  return {
    order: order
      ? { status: String(order.get("status")), payment: typeof payment === "string" ? payment : null }
      : null,
    deleted: tombstone !== null,
  };
}

/**
 * Blocked first, so no order lands meanwhile; then each open order is cancelled as staff's cancel does, giving
 * back what it took (a slot's place, a coupon's use, the reward's stamps) for the next shopper.
 */
function blockCustomer(db: Firestore, customerUid: string, openOrders: readonly OrderOwner[], by: string) {
  return inboxCall(async () => {
    await setDoc(doc(db, "blockedCustomers", customerUid), { blockedAt: serverTimestamp() });
    for (const order of openOrders) await cancelByStaff(db, order.docId, by);
  });
}

/** "Pix recebido", once, with who confirmed it. */
async function confirmPix(db: Firestore, docId: string, by: string): Promise<void> {
  const batch = writeBatch(db);
  batch.update(orderRef(db, docId), { payment: PIX_RECEIVED });
  recordOrderAct(batch, db, docId, "payment", by);
  await batch.commit();
}

export function createStaffOrders(context: InboxContext): StaffOrders {
  const { db, auth } = context;
  // Read at each write: the account signed in when it is sent is the one the rules check.
  const by = () => staffEmail(auth);
  return {
    watchShopOrders: (onOrders, onError) => watchShopOrders(context, onOrders, onError),
    olderShopOrders: (before) => olderShopOrders(db, before),
    shopOrdersBetween: (start, end) => ordersBetween(db, "createdAt", start, end),
    scheduledOrdersBetween: (start, end) => ordersBetween(db, "scheduledFor", start, end),
    deleteShopOrder: (order) => inboxCall(() => deleteOrder(db, order.docId, by())),
    removedOrdersBetween: (start, end) => removedBetween(db, start, end),
    setOrderStatus: (docId, status, readyInMinutes = DEFAULT_READY_MINUTES) =>
      inboxCall(() =>
        status === CANCELLED
          ? cancelByStaff(db, docId, by())
          : earnsStamps(status)
            ? deliverWithStamps(db, docId, status, by())
            : moveOrder(db, docId, status, readyInMinutes, by()),
      ),
    confirmPixPayment: (docId) => inboxCall(() => confirmPix(db, docId, by())),
    readShopOrderState: (docId) => readShopOrderState(db, docId),
    blockCustomer: (customerUid, openOrders) => blockCustomer(db, customerUid, openOrders, by()),
    watchOrderActs: (onActs, onError) => watchOrderActs(db, Date.now() - LIVE_WINDOW_MS, onActs, onError),
  };
}
