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

/**
 * With a scheduled order's cancel, in its transaction: the place it took is offered again. Reads the
 * slot (call it before the transaction's writes) and answers the write to make, none without a place.
 */
export async function slotRelease(
  db: Firestore,
  transaction: Transaction,
  order: DocumentSnapshot,
): Promise<() => void> {
  const at: unknown = order.get("scheduledFor");
  if (!(at instanceof Timestamp)) return () => {};
  const slot = await transaction.get(slotRef(db, at.toMillis()));
  const count: unknown = slot.get("count");
  if (!slot.exists() || typeof count !== "number" || count < 1) return () => {};
  return () => transaction.update(slot.ref, { count: increment(-1), lastReleasedId: order.id });
}
