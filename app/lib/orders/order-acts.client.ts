// Staff's acts: written in the same batch as the change they name; firestore.rules refuse the change without one.
import type { Auth } from "firebase/auth";
import {
  collection,
  doc,
  type DocumentReference,
  type Firestore,
  onSnapshot,
  query,
  serverTimestamp,
  type SetOptions,
  Timestamp,
  where,
} from "firebase/firestore";

import { type InboxError, toInboxError } from "~/lib/firestore";

import { orderActKeys, type OrderActKind, type OrderActs, parseOrderActs } from "./order-acts";

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

/** The acts since `since` (ms), by order: a change not yet at the server shows at the device's estimate. */
export function watchOrderActs(
  db: Firestore,
  since: number,
  onActs: (acts: ReadonlyMap<string, OrderActs>) => void,
  onError: (error: InboxError) => void,
): () => void {
  return onSnapshot(
    query(collection(db, "orderActs"), where("at", ">=", Timestamp.fromMillis(since))),
    (snapshot) => {
      const acts = new Map<string, OrderActs>();
      for (const act of snapshot.docs) {
        const data = Object.fromEntries(
          orderActKeys.map((key) => {
            const value: unknown = act.get(key, { serverTimestamps: "estimate" });
            return [key, value instanceof Timestamp ? value.toMillis() : value];
          }),
        );
        acts.set(act.id, parseOrderActs(data));
      }
      onActs(acts);
    },
    (error) => onError(toInboxError(error)),
  );
}
