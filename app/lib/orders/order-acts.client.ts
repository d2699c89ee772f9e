// Staff's acts: written in the same batch as the change they name; firestore.rules refuse the change without one.
import type { Auth } from "firebase/auth";
import { doc, type DocumentReference, type Firestore, serverTimestamp, type SetOptions } from "firebase/firestore";

import type { OrderActKind } from "./order-acts";

interface Writes {
  set(ref: DocumentReference, data: Record<string, unknown>, options: SetOptions): unknown;
}

/** The signed-in staff member, as the rules read them from the ID token. */
export function staffEmail(auth: Auth): string {
  return auth.currentUser?.email ?? "";
}

export function recordOrderAct(writes: Writes, db: Firestore, docId: string, kind: OrderActKind, by: string): void {
  const act = { at: serverTimestamp(), [`${kind}By`]: by, [`${kind}At`]: serverTimestamp() };
  writes.set(doc(db, "orderActs", docId), act, { merge: true });
}
