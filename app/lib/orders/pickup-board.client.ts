// /painel's board: staff write it in the same write as the order's move (firestore.rules check it with getAfter).
import {
  collection,
  doc,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  onSnapshot,
  query,
  serverTimestamp,
  Timestamp,
  where,
} from "firebase/firestore";

import type { InboxContext } from "~/lib/firestore/inbox-context.client";

import { statusMode } from "./order-statuses";
import { type BoardEntry, boardEntryOf, boardStatuses } from "./pickup-board";

const boardRef = (db: Firestore, docId: string) => doc(db, "pickupBoard", docId);

/** A transaction's or a batch's writes: the board's entry goes in the same write as the order's move. */
interface Writes {
  set(ref: DocumentReference, data: Record<string, unknown>): unknown;
  delete(ref: DocumentReference): unknown;
}

/** After the order's own writes: the board shows what the order becomes, or forgets it. */
export function moveOnBoard(writes: Writes, db: Firestore, order: DocumentSnapshot, status: string): void {
  if (statusMode(order.get("mode")) === "delivery") return;
  const entry = boardEntryOf(
    { mode: order.get("mode"), dayNumber: order.get("dayNumber"), callName: order.get("callName") },
    status,
  );
  if (entry) writes.set(boardRef(db, order.id), { ...entry, updatedAt: serverTimestamp() });
  else writes.delete(boardRef(db, order.id));
}

function parseEntry(snapshot: DocumentSnapshot): BoardEntry | null {
  const number: unknown = snapshot.get("number");
  const callName: unknown = snapshot.get("callName");
  const status: unknown = snapshot.get("status");
  const updatedAt: unknown = snapshot.get("updatedAt", { serverTimestamps: "estimate" });
  if (typeof number !== "number" || typeof callName !== "string" || !(updatedAt instanceof Timestamp)) return null;
  const known = boardStatuses.find((candidate) => candidate === status);
  return known ? { number, callName, status: known, updatedAt: updatedAt.toMillis() } : null;
}

interface PickupBoard {
  /** The entries changed since `since` (ms): older ones are a day the counter closed. Anyone may read them. */
  watch(since: number, onEntries: (entries: BoardEntry[]) => void, onError: (error: unknown) => void): () => void;
}

export function createPickupBoard({ db }: InboxContext): PickupBoard {
  return {
    watch: (since, onEntries, onError) =>
      onSnapshot(
        query(collection(db, "pickupBoard"), where("updatedAt", ">=", Timestamp.fromMillis(since))),
        (snapshot) => onEntries(snapshot.docs.flatMap((entry) => parseEntry(entry) ?? [])),
        onError,
      ),
  };
}
