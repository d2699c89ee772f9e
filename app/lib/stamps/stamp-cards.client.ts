// The stamp card (decision 0033): staff's writes are transactions, so offline they fail instead of landing later.
import {
  doc,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  getDocFromServer,
  onSnapshot,
  runTransaction,
  type Transaction,
  type WriteBatch,
} from "firebase/firestore";

import { inboxCall, type InboxError, toInboxError } from "~/lib/firestore";
import { type InboxContext, orderRef, whenSignedIn } from "~/lib/firestore/inbox-context.client";
import { deliveredStatuses, type OrderStatus } from "~/lib/orders";
import { recordOrderAct } from "~/lib/orders/order-acts.client";
import { moveOnBoard } from "~/lib/orders/pickup-board.client";

import {
  earnsStampsWhenPlaced,
  orderStamps,
  parseLoyalty,
  parseStampCard,
  type StampCard,
  type StampChange,
  withChange,
} from "./stamp-card";

const cardRef = (db: Firestore, uid: string) => doc(db, "stampCards", uid);
const claimRef = (db: Firestore, orderId: string) => doc(db, "stampClaims", orderId);
const settingsRef = (db: Firestore) => doc(db, "shop", "settings");

export interface StampCards {
  /** The signed-in shopper's card; null while they have none. */
  watchMyCard(onCard: (card: StampCard | null) => void, onError: (error: InboxError) => void): () => void;
  /** Staff's "+1 selo" / "−1 selo" from one of the customer's orders: the stamps after, null with none to take. */
  correctStamps(order: { docId: string; customerUid: string }, delta: 1 | -1): Promise<number | null>;
}

async function readCard(transaction: Transaction, ref: DocumentReference): Promise<StampCard | null> {
  const snapshot = await transaction.get(ref);
  return snapshot.exists() ? parseStampCard(snapshot.data()) : null;
}

function change(kind: StampChange["kind"], delta: number, orderId: string): StampChange {
  return { kind, delta, orderId, at: Date.now() };
}

/** Whether a staff move is to a delivered end, which earns the order's stamps in its own transaction. */
export function earnsStamps(status: OrderStatus): boolean {
  return deliveredStatuses.includes(status);
}

/** The move to a delivered end and, with the card on, a stamp per unit to the customer then, once (its claim). */
export async function deliverWithStamps(db: Firestore, docId: string, status: OrderStatus, by: string): Promise<void> {
  await runTransaction(db, async (transaction) => {
    const order = await transaction.get(orderRef(db, docId));
    const before = String(order.get("status"));
    if (deliveredStatuses.includes(before as OrderStatus)) return;
    const settings = await transaction.get(settingsRef(db));
    const claim = await transaction.get(claimRef(db, docId));
    const customerUid = String(order.get("customerUid"));
    const loyalty = parseLoyalty(settings.exists() ? settings.get("loyalty") : undefined);
    const earns = loyalty.active && !claim.exists() && earnsStampsWhenPlaced(order.get("signedIn"));
    const card = earns ? await readCard(transaction, cardRef(db, customerUid)) : null;
    transaction.update(order.ref, { status });
    recordOrderAct(transaction, db, docId, "status", by);
    moveOnBoard(transaction, db, order, status);
    if (!earns) return;
    const cart: unknown = order.get("cart");
    const quantities = Array.isArray(cart) ? cart.map((line) => ({ quantity: Number.parseInt(String(line), 10) })) : [];
    const stamps = orderStamps(quantities.filter((line) => Number.isInteger(line.quantity)));
    if (stamps <= 0) return;
    transaction.set(cardRef(db, customerUid), withChange(card, change("order", stamps, docId)));
    transaction.set(claimRef(db, docId), { uid: customerUid });
  });
}

async function correctStamps(
  db: Firestore,
  { docId, customerUid }: { docId: string; customerUid: string },
  delta: 1 | -1,
) {
  return runTransaction(db, async (transaction) => {
    const ref = cardRef(db, customerUid);
    const card = await readCard(transaction, ref);
    if (delta < 0 && (card?.stamps ?? 0) <= 0) return null;
    const next = withChange(card, change("staff", delta, docId));
    transaction.set(ref, next);
    return next.stamps;
  });
}

/**
 * With the cancel of an order that took a reward, in its transaction: the stamps back on its customer's card.
 * Reads the card (call it before the transaction's writes) and answers the write to make.
 */
export async function rewardRefund(
  db: Firestore,
  transaction: Transaction,
  order: DocumentSnapshot,
): Promise<() => void> {
  const stamps: unknown = order.get("reward.stamps");
  if (typeof stamps !== "number" || stamps <= 0) return () => {};
  const ref = cardRef(db, String(order.get("customerUid")));
  const card = await readCard(transaction, ref);
  return () => transaction.set(ref, withChange(card, change("refund", stamps, order.id)));
}

/** In the order's batch: the card as the server has it now, one reward's stamps less; a second spend is refused. */
export async function spendReward(db: Firestore, batch: WriteBatch, uid: string, docId: string, stamps: number) {
  const snapshot = await getDocFromServer(cardRef(db, uid));
  const card = snapshot.exists() ? parseStampCard(snapshot.data()) : null;
  batch.set(cardRef(db, uid), withChange(card, change("reward", -stamps, docId)));
}

function watchMyCard(
  { auth, db }: InboxContext,
  onCard: (card: StampCard | null) => void,
  onError: (error: InboxError) => void,
): () => void {
  return whenSignedIn(
    auth,
    (user) =>
      onSnapshot(
        cardRef(db, user.uid),
        // Metadata changes too: after this device's own reward the server's answer changes only the metadata.
        { includeMetadataChanges: true },
        (snapshot) => {
          const { fromCache, hasPendingWrites } = snapshot.metadata;
          if (!fromCache && !hasPendingWrites) onCard(snapshot.exists() ? parseStampCard(snapshot.data()) : null);
        },
        (error) => onError(toInboxError(error)),
      ),
    onError,
  );
}

export function createStampCards(context: InboxContext): StampCards {
  return {
    watchMyCard: (onCard, onError) => watchMyCard(context, onCard, onError),
    correctStamps: (order, delta) => inboxCall(() => correctStamps(context.db, order, delta)),
  };
}
