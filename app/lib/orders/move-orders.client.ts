import {
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDocsFromServer,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from "firebase/firestore";

import { toInboxError } from "~/lib/firestore";
import { type InboxContext, notSignedIn, orderRef } from "~/lib/firestore/inbox-context.client";

import { MOVE_TICKET_DAYS } from "./accounts";
import type { OrderMove } from "./my-orders";

export type { OrderMove };

export interface OrderMoves {
  /** The ticket lets the account with this verified e-mail take the orders made so far. */
  prepareOrderMove(email: string): Promise<OrderMove | null>;
  /** Each order on its own, so one moved already or deleted by staff does not hold the others back. */
  finishOrderMove(move: OrderMove): Promise<void>;
  /** The account's anonymous orders, once it is linked to Google (same uid): they earn stamps from now on. */
  markOrdersSignedIn(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const moveRef = (db: Firestore, fromUid: string) => doc(db, "orderMoves", fromUid);

async function prepareOrderMove({ auth, db }: InboxContext, email: string): Promise<OrderMove | null> {
  try {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user?.isAnonymous) return null;
    // From the server only: the cache's empty guess would leave this account's orders behind.
    const own = await getDocsFromServer(query(collection(db, "orders"), where("customerUid", "==", user.uid)));
    if (own.empty) return null;
    // One ticket per anonymous account, for the one Google e-mail that may claim it, for a week.
    const expiresAt = Timestamp.fromMillis(Date.now() + MOVE_TICKET_DAYS * DAY_MS);
    await setDoc(moveRef(db, user.uid), { from: user.uid, toEmail: email, createdAt: serverTimestamp(), expiresAt });
    return { ticket: user.uid, docIds: own.docs.map((snapshot) => snapshot.id) };
  } catch (error) {
    throw toInboxError(error);
  }
}

async function finishOrderMove({ auth, db }: InboxContext, { ticket, docIds }: OrderMove): Promise<void> {
  try {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) throw notSignedIn();
    const moves = await Promise.allSettled(
      docIds.map((docId) => updateDoc(orderRef(db, docId), { customerUid: user.uid, movedBy: ticket, signedIn: true })),
    );
    // Refused: moved already, deleted by staff or the ticket gone; only the connection is worth another try.
    const unavailable = moves.flatMap((move) =>
      move.status === "rejected" && toInboxError(move.reason).kind === "unavailable" ? [move.reason] : [],
    );
    if (unavailable.length > 0) throw toInboxError(unavailable[0]);
    await deleteDoc(moveRef(db, ticket)).catch((error: unknown) => {
      if (toInboxError(error).kind === "unavailable") throw error;
    });
  } catch (error) {
    throw toInboxError(error);
  }
}

async function markOrdersSignedIn({ auth, db }: InboxContext): Promise<void> {
  try {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user || user.isAnonymous) return;
    const own = query(collection(db, "orders"), where("customerUid", "==", user.uid), where("signedIn", "==", false));
    const anonymous = await getDocsFromServer(own);
    await Promise.all(anonymous.docs.map((order) => updateDoc(order.ref, { signedIn: true })));
  } catch (error) {
    throw toInboxError(error);
  }
}

export function createOrderMoves(context: InboxContext): OrderMoves {
  return {
    prepareOrderMove: (email) => prepareOrderMove(context, email),
    finishOrderMove: (move) => finishOrderMove(context, move),
    markOrdersSignedIn: () => markOrdersSignedIn(context),
  };
}
