// Staff's list of who did what: the live window's acts (firestore.rules let only staff read them).
import { collection, type Firestore, onSnapshot, query, Timestamp, where } from "firebase/firestore";

import { type InboxError, toInboxError } from "~/lib/firestore";

import { orderActKeys, type OrderActs, parseOrderActs } from "./order-acts";

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
