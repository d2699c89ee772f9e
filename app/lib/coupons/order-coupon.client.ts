import type { Auth } from "firebase/auth";
import {
  doc,
  type DocumentSnapshot,
  type Firestore,
  getDocFromServer,
  increment,
  type Transaction,
  type WriteBatch,
} from "firebase/firestore";

import { toInboxError } from "~/lib/firestore";
import type { InboxContext } from "~/lib/firestore/inbox-context.client";

import { COUPON_COUNTS_COLLECTION, COUPON_GRANTS_COLLECTION, COUPON_USES_COLLECTION, orderedBefore } from "./coupon";

const couponUseRef = (db: Firestore, code: string, uid: string) => doc(db, COUPON_USES_COLLECTION, `${code}_${uid}`);

/**
 * In the order's batch: the customer's use of the coupon and its total count, each one more. Counted by the
 * server (increment), so two orders taking the last use at once are told apart by the rules, never by a read here.
 */
export function countCouponUse(db: Firestore, batch: WriteBatch, code: string, uid: string, orderId: string): void {
  batch.set(
    couponUseRef(db, code, uid),
    { code, customerUid: uid, count: increment(1), lastOrderId: orderId },
    { merge: true },
  );
  batch.update(doc(db, COUPON_COUNTS_COLLECTION, code), { uses: increment(1), lastOrderId: orderId });
}

/** With the cancel of an order that used a coupon, in its transaction: the use back to who placed it, and the count. */
export function couponRelease(db: Firestore, transaction: Transaction, order: DocumentSnapshot): () => void {
  const code: unknown = order.get("coupon.code");
  if (typeof code !== "string") return () => {};
  const placedBy: unknown = order.get("movedBy") ?? order.get("customerUid");
  const release = { lastReleasedId: order.id };
  return () => {
    transaction.update(couponUseRef(db, code, String(placedBy)), { count: increment(-1), ...release });
    transaction.update(doc(db, COUPON_COUNTS_COLLECTION, code), { uses: increment(-1), ...release });
  };
}

/** What the cart tells a shopper before sending: a Google account, its earlier orders, its uses of this coupon. */
export interface CouponCustomer {
  google: boolean;
  earlierOrders: boolean | null;
  usedTimes: number | null;
  listed: boolean | null;
}

function isVerifiedGoogle(auth: Auth): boolean {
  const user = auth.currentUser;
  return !!user && user.emailVerified && user.providerData.some((profile) => profile.providerId === "google.com");
}

export async function couponCustomer(
  { auth, db }: InboxContext,
  code: string,
  forListed: boolean,
): Promise<CouponCustomer> {
  try {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) return { google: false, earlierOrders: false, usedTimes: 0, listed: false };
    const [quota, use, grant] = await Promise.all([
      getDocFromServer(doc(db, "orderQuotas", user.uid)),
      getDocFromServer(couponUseRef(db, code, user.uid)).catch(() => null),
      forListed ? getDocFromServer(doc(db, COUPON_GRANTS_COLLECTION, `${code}_${user.uid}`)) : null,
    ]);
    const count: unknown = use?.get("count");
    const lastOrderId: unknown = quota.get("lastOrderId");
    const lastReleasedId: unknown = use?.get("lastReleasedId");
    return {
      google: isVerifiedGoogle(auth),
      earlierOrders: orderedBefore(
        quota.exists() ? String(lastOrderId) : null,
        typeof lastReleasedId === "string" ? lastReleasedId : null,
      ),
      usedTimes: typeof count === "number" ? count : 0,
      listed: grant === null ? null : grant.exists(),
    };
  } catch (error) {
    throw toInboxError(error);
  }
}

/** The cart's "Aplicar": what the signed-in account's coupon terms depend on (coupons/parts.ts). */
export const createCouponCustomers = (context: InboxContext) => ({
  customer: (code: string, forListed: boolean) => couponCustomer(context, code, forListed),
});
