// orders/{checkoutId} is written once whatever the retries: the rules let a customer create it, never update it,
// and after a refusal our own order (or its tombstone) read back means an earlier send arrived.
// The quota (orderQuotas/{uid}: one order per 30 s, 20 a day) is in the same batch; what it holds back is "held".
// A batch resolves only on the server's ack (offline it waits), so a caller saying "pending" must not wait for it.
import type { User } from "firebase/auth";
import {
  doc,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  getDocFromServer,
  serverTimestamp,
  Timestamp,
  writeBatch,
} from "firebase/firestore";

import { countCouponUse } from "~/lib/coupons/order-coupon.client";
import { InboxError, NUMBER_TAKEN, toInboxError } from "~/lib/firestore";
import { orderRef, tombstoneRef } from "~/lib/firestore/inbox-context.client";
import { spendReward } from "~/lib/stamps/stamp-cards.client";

import { orderDay } from "./day-number";
import { dayCount, takeDayNumber } from "./order-day.client";
import { type InboxOrderInput, orderDocumentId, toOrderDocument } from "./order-document";
import { type OrderQuota, quotaDecision } from "./order-quota";
import { slotCount, takeSlotPlace } from "./order-slot.client";

/**
 * "created": this call wrote the order, with its short number of the day; "already-sent": an earlier send of it
 * had arrived (its number, when this account can read it back).
 */
export interface SendResult {
  kind: "created" | "already-sent";
  dayNumber: number | null;
}

const alreadySentResult: SendResult = { kind: "already-sent", dayNumber: null };

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

export async function readOwn(ref: DocumentReference, uid: string): Promise<DocumentSnapshot | null> {
  try {
    const snapshot = await getDocFromServer(ref);
    return snapshot.exists() && snapshot.get("customerUid") === uid ? snapshot : null;
  } catch (error) {
    const failure = toInboxError(error);
    if (failure.code === "permission-denied") return null;
    throw failure;
  }
}

/** What an earlier send that arrived left, with the number it was given while the order is there; else null. */
async function arrived(db: Firestore, docId: string, uid: string): Promise<SendResult | null> {
  const order = await readOwn(orderRef(db, docId), uid);
  if (order) {
    const dayNumber: unknown = order.get("dayNumber");
    return { kind: "already-sent", dayNumber: typeof dayNumber === "number" ? dayNumber : null };
  }
  return (await readOwn(tombstoneRef(db, docId), uid)) ? alreadySentResult : null;
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

/** An earlier send whose ack was lost, or another tab's, signed in as another anonymous account (0046). */
async function alreadySent(db: Firestore, number: number, docId: string, uid: string): Promise<SendResult | null> {
  return (
    (await arrived(db, docId, uid)) ?? ((await numberClaim(db, number, docId)) === "ours" ? alreadySentResult : null)
  );
}

async function afterRefusal(
  db: Firestore,
  order: InboxOrderInput,
  docId: string,
  uid: string,
  refusal: InboxError,
): Promise<SendResult> {
  const claim = await numberClaim(db, order.id, docId);
  if (claim === "ours") return alreadySentResult;
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

/** As the rules read it: from the ID token the batch is sent with, not from what the app thinks of the user. */
async function signedInWithGoogle(user: User): Promise<boolean> {
  return (await user.getIdTokenResult()).signInProvider === "google.com";
}

/** Orders counted at once in one day (or slot): each try, one of them gets through. */
const RACE_TRIES = 10;

/** Random and growing, so the orders that lost a race spread out instead of meeting again. */
function afterRaceDelay(tries: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2000, 50 * 2 ** tries)));
}

/** The order and all it counts in one batch: a race is sent again, a refusal told from an order that arrived. */
export async function send(
  db: Firestore,
  customer: () => Promise<User>,
  order: InboxOrderInput,
  raceTries = 0,
): Promise<SendResult> {
  const docId = orderDocumentId(order);
  if (!docId) throw new InboxError("rejected", "invalid-argument", "The order has no checkout id");
  const user = await customer();
  try {
    const decision = quotaDecision(await readQuota(db, user.uid), Date.now());
    if (decision.kind === "wait") {
      // Already there (a retry after the ack was lost) beats waiting for the quota.
      const earlier = await arrived(db, docId, user.uid);
      if (earlier) return earlier;
      throw held(decision.ms);
    }
    const batch = writeBatch(db);
    const { scheduledFor, ...document } = toOrderDocument(order, user.uid, await signedInWithGoogle(user));
    const scheduled = scheduledFor === undefined ? {} : { scheduledFor: Timestamp.fromMillis(scheduledFor) };
    const day = orderDay(scheduledFor, Date.now());
    const dayNumber = await takeDayNumber(db, batch, day, docId);
    batch.set(orderRef(db, docId), { ...document, dayNumber, ...scheduled, createdAt: serverTimestamp() });
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
      if (toInboxError(error).code !== "permission-denied") throw error;
      // It moved the counts on itself, so it is no race.
      const earlier = await alreadySent(db, order.id, docId, user.uid);
      if (earlier) return earlier;
      const raced =
        (await dayCount(db, day)) !== dayNumber - 1 ||
        (slotTaken !== null && scheduledFor !== undefined && (await slotCount(db, scheduledFor)) !== slotTaken);
      if (!raced) throw error;
      // Never refused for being one of many at once: the outbox sends it again a moment later.
      if (raceTries >= RACE_TRIES) throw new InboxError("unavailable", "raced", "Counted at once", { retryInMs: 1000 });
      await afterRaceDelay(raceTries);
      return send(db, customer, order, raceTries + 1);
    }
    return { kind: "created", dayNumber };
  } catch (error) {
    // Already answered: a resend for the slot ran its own refusal checks.
    if (error instanceof InboxError) throw error;
    const failure = toInboxError(error);
    if (failure.code === "permission-denied") return afterRefusal(db, order, docId, user.uid, failure);
    throw failure;
  }
}
