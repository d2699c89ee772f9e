// Passed in, not global: the tests and the benchmark run many clients in one Node process.
import type { FirebaseApp } from "firebase/app";
import type { Auth, User } from "firebase/auth";
import { connectFirestoreEmulator, doc, type Firestore, getFirestore } from "firebase/firestore";

import type { InboxConfig } from "~/lib/platform";

import { InboxError, toInboxError } from "./inbox-error";

export interface InboxContext {
  auth: Auth;
  db: Firestore;
}

export function openFirestore(app: FirebaseApp, config: Exclude<InboxConfig, { mode: "disabled" }>): Firestore {
  const db = getFirestore(app);
  if (config.mode === "emulator") connectFirestoreEmulator(db, config.host, config.port);
  return db;
}

export const orderRef = (db: Firestore, docId: string) => doc(db, "orders", docId);

/** What staff leave of a deleted order, so no resend brings it back. */
export const tombstoneRef = (db: Firestore, docId: string) => doc(db, "deletedOrders", docId);

export const notSignedIn = () => new InboxError("rejected", "unauthenticated", "Nobody is signed in");

export function whenSignedIn(
  auth: Auth,
  start: (user: User) => () => void,
  onError: (error: InboxError) => void,
): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  auth.authStateReady().then(
    () => {
      if (cancelled) return;
      if (auth.currentUser) stop = start(auth.currentUser);
      else onError(notSignedIn());
    },
    (error: unknown) => {
      if (!cancelled) onError(toInboxError(error));
    },
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}
