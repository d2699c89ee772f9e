import { doc, type Firestore, getDocFromServer, type WriteBatch } from "firebase/firestore";

const dayRef = (db: Firestore, day: number) => doc(db, "orderDays", String(day));

export async function dayCount(db: Firestore, day: number): Promise<number> {
  const count: unknown = (await getDocFromServer(dayRef(db, day))).get("count");
  return typeof count === "number" ? count : 0;
}

/**
 * Counts the order in its day, in the order's batch, and answers its short number: an order counted
 * meanwhile makes the rules refuse this batch, which the caller sends again with the next number.
 */
export async function takeDayNumber(db: Firestore, batch: WriteBatch, day: number, orderId: string): Promise<number> {
  const number = (await dayCount(db, day)) + 1;
  batch.set(dayRef(db, day), { count: number, lastOrderId: orderId });
  return number;
}
