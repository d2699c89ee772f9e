import {
  doc,
  type DocumentSnapshot,
  type Firestore,
  getDocFromServer,
  increment,
  Timestamp,
  type Transaction,
  type WriteBatch,
} from "firebase/firestore";

const slotRef = (db: Firestore, at: number) => doc(db, "orderSlots", String(at));

export async function slotCount(db: Firestore, at: number): Promise<number> {
  const count: unknown = (await getDocFromServer(slotRef(db, at))).get("count");
  return typeof count === "number" ? count : 0;
}

/**
 * Counts the order in its slot, in the order's batch, and answers the count it read: an order taking
 * the place meanwhile makes the rules refuse this batch, which the caller sends again.
 */
export async function takeSlotPlace(db: Firestore, batch: WriteBatch, at: number, orderId: string): Promise<number> {
  const taken = await slotCount(db, at);
  batch.set(slotRef(db, at), { at: Timestamp.fromMillis(at), count: taken + 1, lastOrderId: orderId });
  return taken;
}

/** With a scheduled order's cancel, in its transaction: the place it took is offered again. */
export function releaseSlotPlace(db: Firestore, transaction: Transaction, order: DocumentSnapshot): void {
  const at: unknown = order.get("scheduledFor");
  if (!(at instanceof Timestamp)) return;
  transaction.update(slotRef(db, at.toMillis()), { count: increment(-1), lastReleasedId: order.id });
}
