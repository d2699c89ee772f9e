// orders/{checkoutId} is written once whatever the retries: the rules let a customer create it, never update it,
// and after a refusal our own order (or its tombstone) read back means an earlier send arrived.
// The quota (orderQuotas/{uid}: one order per 30 s, 20 a day) is in the same batch; what it holds back is "held".
// Memory cache only: the outbox is the durable queue, and a persistent cache would replay a create from IndexedDB.
// A batch resolves only on the server's ack (offline it waits), so a caller saying "pending" must not wait for it.
import { type Auth, signInAnonymously, type User } from "firebase/auth";
import {
  collection,
  doc,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  getDocFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
} from "firebase/firestore";

import { countCouponUse } from "~/lib/coupons/order-coupon.client";
import { InboxError, NUMBER_TAKEN, toInboxError } from "~/lib/firestore";
import { type InboxContext, orderRef, tombstoneRef, whenSignedIn } from "~/lib/firestore/inbox-context.client";
import { spendReward } from "~/lib/stamps/stamp-cards.client";

import { cancelOrder, type CancelOutcome } from "./cancel-order.client";
import { MY_ORDERS_LIMIT } from "./my-orders";
import { type InboxOrderInput, orderDocumentId, toOrderDocument } from "./order-document";
import { type OrderQuota, quotaDecision } from "./order-quota";
import { slotCount, takeSlotPlace } from "./order-slot.client";
import { toShopOrder, watchMerged } from "./order-snapshots.client";
import type { ShopOrder } from "./shop-order";

/** "created": this call wrote the order; "already-sent": an earlier send of it had arrived. */
export type SendResult = "created" | "already-sent";

export interface ShopperOrders {
  /** Signs in anonymously when nobody is signed in; rejects "held" when the account's quota holds it back. */
  sendOrder(order: InboxOrderInput): Promise<SendResult>;
  /** Null once staff deleted it; the signed-in user must be its customer or staff. */
  watchOrder(
    docId: string,
    onOrder: (order: ShopOrder | null) => void,
    onError?: (error: InboxError) => void,
  ): () => void;
  watchMyOrders(onOrders: (orders: ShopOrder[]) => void, onError: (error: InboxError) => void): () => void;
  /** Resolves once the server has it ("cancelled"), or with the status that kept it from cancelling. */
  cancelOrder(docId: string): Promise<CancelOutcome>;
}

/** A clock this far off the server's still gets a held order through: it is tried again until it passes. */
const CLOCK_SLACK_MS = 2 * 60 * 1000;

const quotaRef = (db: Firestore, uid: string) => doc(db, "orderQuotas", uid);
const numberRef = (db: Firestore, id: number) => doc(db, "orderNumbers", String(id));

function toQuota(snapshot: DocumentSnapshot): OrderQuota | null {
  const lastOrderAt: unknown = snapshot.get("lastOrderAt");
  const day: unknown = snapshot.get("day");
  const dayCount: unknown = snapshot.get("dayCount");
  if (!(lastOrderAt instanceof Timestamp) || typeof day !== "number" || typeof dayCount !== "number") return null;
  return { lastOrderAt: lastOrderAt.toMillis(), day, dayCount };
}

async function readQuota(db: Firestore, uid: string): Promise<OrderQuota | null> {
  return toQuota(await getDocFromServer(quotaRef(db, uid)));
}

function held(ms: number): InboxError {
  return new InboxError("unavailable", "held", `Held back by the account's order quota for ${ms} ms`, {
    retryInMs: Math.max(ms, 1000),
  });
}

function customerOf(auth: Auth): () => Promise<User> {
  let signingIn: Promise<User> | null = null;
  return async () => {
    try {
      // Before the persisted user is restored currentUser is null: a new anonymous account would lose earlier orders.
      await auth.authStateReady();
      if (auth.currentUser) return auth.currentUser;
      // Orders sent together share one account: each its own would leave all but one unreadable.
      signingIn ??= signInAnonymously(auth)
        .then((credential) => credential.user)
        .finally(() => (signingIn = null));
      return await signingIn;
    } catch (error) {
      throw toInboxError(error);
    }
  };
}

async function readOwn(ref: DocumentReference, uid: string): Promise<DocumentSnapshot | null> {
  try {
    const snapshot = await getDocFromServer(ref);
    return snapshot.exists() && snapshot.get("customerUid") === uid ? snapshot : null;
  } catch (error) {
    const failure = toInboxError(error);
    if (failure.code === "permission-denied") return null;
    throw failure;
  }
}

async function arrived(db: Firestore, docId: string, uid: string): Promise<boolean> {
  return (await readOwn(orderRef(db, docId), uid)) !== null || (await readOwn(tombstoneRef(db, docId), uid)) !== null;
}

/**
 * Whose the order's number is. A claim is written only with its order, so "ours" means the shop has this
 * checkout, sent perhaps by another tab that signed in as another anonymous account (0046).
 */
async function numberClaim(db: Firestore, id: number, docId: string): Promise<"ours" | "taken" | "free"> {
  try {
    const claim = await getDocFromServer(numberRef(db, id));
    if (!claim.exists()) return "free";
    return claim.get("checkoutId") === docId ? "ours" : "taken";
  } catch {
    return "free";
  }
}

async function afterRefusal(
  db: Firestore,
  order: InboxOrderInput,
  docId: string,
  uid: string,
  refusal: InboxError,
): Promise<SendResult> {
  if (await arrived(db, docId, uid)) return "already-sent";
  const claim = await numberClaim(db, order.id, docId);
  if (claim === "ours") return "already-sent";
  if (claim === "taken") {
    throw new InboxError("unavailable", NUMBER_TAKEN, `Order number ${order.id} is another order's`, {
      retryInMs: 0,
    });
  }
  const quota = await readQuota(db, uid);
  const decision = quotaDecision(quota, Date.now());
  if (decision.kind === "wait") throw held(decision.ms);
  // Our clock may run behind the server's: a recent order means the quota, not the order, said no.
  if (quota && Math.abs(Date.now() - quota.lastOrderAt) < CLOCK_SLACK_MS) throw held(30_000);
  throw refusal;
}

const SLOT_TRIES = 3;

async function send(
  db: Firestore,
  customer: () => Promise<User>,
  order: InboxOrderInput,
  slotTries = 0,
): Promise<SendResult> {
  const docId = orderDocumentId(order);
  if (!docId) throw new InboxError("rejected", "invalid-argument", "The order has no checkout id");
  const user = await customer();
  try {
    const decision = quotaDecision(await readQuota(db, user.uid), Date.now());
    if (decision.kind === "wait") {
      // Already there (a retry after the ack was lost) beats waiting for the quota.
      if (await arrived(db, docId, user.uid)) return "already-sent";
      throw held(decision.ms);
    }
    const batch = writeBatch(db);
    const { scheduledFor, ...document } = toOrderDocument(order, user.uid);
    const scheduled = scheduledFor === undefined ? {} : { scheduledFor: Timestamp.fromMillis(scheduledFor) };
    batch.set(orderRef(db, docId), { ...document, ...scheduled, createdAt: serverTimestamp() });
    const slotTaken = scheduledFor === undefined ? null : await takeSlotPlace(db, batch, scheduledFor, docId);
    if (document.coupon) countCouponUse(db, batch, document.coupon.code, user.uid, docId);
    if (document.reward) await spendReward(db, batch, user.uid, docId, document.reward.stamps);
    // The order's number is the shop's only once: its claim fails when another order has it.
    batch.set(numberRef(db, order.id), { checkoutId: docId });
    batch.set(quotaRef(db, user.uid), {
      lastOrderAt: serverTimestamp(),
      lastOrderId: docId,
      day: decision.day,
      dayCount: decision.dayCount,
    });
    try {
      await batch.commit();
    } catch (error) {
      const raced =
        slotTaken !== null &&
        scheduledFor !== undefined &&
        slotTries < SLOT_TRIES &&
        toInboxError(error).code === "permission-denied" &&
        (await slotCount(db, scheduledFor)) !== slotTaken;
      if (raced) return send(db, customer, order, slotTries + 1);
      throw error;
    }
    return "created";
  } catch (error) {
    // Already answered: a resend for the slot ran its own refusal checks.
    if (error instanceof InboxError) throw error;
    const failure = toInboxError(error);
    if (failure.code === "permission-denied") return afterRefusal(db, order, docId, user.uid, failure);
    throw failure;
  }
}

function watchOrder(
  { auth, db }: InboxContext,
  docId: string,
  onOrder: (order: ShopOrder | null) => void,
  onError: (error: InboxError) => void,
): () => void {
  return whenSignedIn(
    auth,
    (user) => {
      let stopped = false;
      /** Staff deleted it when its tombstone is there; else `otherwise`. */
      const removedOr = (otherwise: () => void) =>
        readOwn(tombstoneRef(db, docId), user.uid).then(
          (tombstone) => {
            if (stopped) return;
            if (tombstone) onOrder(null);
            else otherwise();
          },
          (lookup: unknown) => {
            if (!stopped) onError(toInboxError(lookup));
          },
        );
      const stop = onSnapshot(
        orderRef(db, docId),
        (snapshot) => {
          if (snapshot.exists()) return onOrder(toShopOrder(snapshot));
          // Gone while followed; the cache's "nothing here" says nothing.
          if (!snapshot.metadata.fromCache) void removedOr(() => {});
        },
        (error) => {
          // A document that is not there reads as denied.
          const failure = toInboxError(error);
          if (failure.code !== "permission-denied") return onError(failure);
          void removedOr(() => onError(failure));
        },
      );
      return () => {
        stopped = true;
        stop();
      };
    },
    onError,
  );
}

function watchMyOrders(
  { auth, db }: InboxContext,
  onOrders: (orders: ShopOrder[]) => void,
  onError: (error: InboxError) => void,
): () => void {
  return whenSignedIn(
    auth,
    (user) =>
      watchMerged(
        [
          query(
            collection(db, "orders"),
            where("customerUid", "==", user.uid),
            orderBy("createdAt", "desc"),
            limit(MY_ORDERS_LIMIT),
          ),
        ],
        onOrders,
        onError,
      ),
    onError,
  );
}

export function createShopperOrders(context: InboxContext): ShopperOrders {
  const customer = customerOf(context.auth);
  const sending = new Map<string, Promise<SendResult>>();
  return {
    sendOrder(order) {
      const key = order.checkoutId ?? "";
      let pending = sending.get(key);
      if (!pending) {
        pending = send(context.db, customer, order).finally(() => sending.delete(key));
        sending.set(key, pending);
      }
      return pending;
    },
    watchOrder: (docId, onOrder, onError = () => {}) => watchOrder(context, docId, onOrder, onError),
    watchMyOrders: (onOrders, onError) => watchMyOrders(context, onOrders, onError),
    cancelOrder: (docId) => cancelOrder(context, docId),
  };
}
