import {
  type DocumentSnapshot,
  type Firestore,
  getDocFromServer,
  runTransaction,
  type Transaction,
} from "firebase/firestore";

import { couponRelease } from "~/lib/coupons/order-coupon.client";
import { InboxError, toInboxError } from "~/lib/firestore";
import { type InboxContext, orderRef } from "~/lib/firestore/inbox-context.client";
import { rewardRefund } from "~/lib/stamps/stamp-cards.client";

import { slotRelease } from "./order-slot.client";
import { shopperCancel } from "./order-statuses";

/**
 * What a cancel gives back, in its transaction: the scheduled slot's place, the reward's stamps, the coupon's
 * use. Reads first (call it before the transaction's writes) and answers the writes to make after the cancel's.
 */
export async function cancelReturns(
  db: Firestore,
  transaction: Transaction,
  order: DocumentSnapshot,
): Promise<() => void> {
  const writes = [
    await slotRelease(db, transaction, order),
    await rewardRefund(db, transaction, order),
    couponRelease(db, transaction, order),
  ];
  return () => {
    for (const write of writes) write();
  };
}

export type CancelOutcome = { cancelled: true } | { cancelled: false; status: string };

/** A transaction, not an update: offline it fails instead of cancelling later; nothing shows before the ack. */
export async function cancelOrder({ auth, db }: InboxContext, docId: string): Promise<CancelOutcome> {
  try {
    await auth.authStateReady();
    if (!auth.currentUser) throw new InboxError("rejected", "unauthenticated", "Nobody is signed in to cancel");
    const ref = orderRef(db, docId);
    return await runTransaction(
      db,
      async (transaction): Promise<CancelOutcome> => {
        const order = await transaction.get(ref);
        const status = String(order.get("status"));
        if (status === shopperCancel.to) return { cancelled: true };
        if (status !== shopperCancel.from) return { cancelled: false, status };
        const giveBack = await cancelReturns(db, transaction, order);
        transaction.update(ref, { status: shopperCancel.to });
        giveBack();
        return { cancelled: true };
      },
      { maxAttempts: 2 },
    );
  } catch (error) {
    const refused = toInboxError(error);
    // Staff's move can land between the transaction's read and its write, which then fails as refused, aborted
    // or expired, depending on timing: the order itself says why.
    const status = await getDocFromServer(orderRef(db, docId)).then(
      (order) => String(order.get("status")),
      () => null,
    );
    if (status === null || status === shopperCancel.from) throw refused;
    return status === shopperCancel.to ? { cancelled: true } : { cancelled: false, status };
  }
}
