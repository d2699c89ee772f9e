/**
 * The order inbox on Firestore, for any Auth and Firestore instance: the page's (client.ts)
 * or, in the tests and the benchmark, many clients in one Node process. Imports the Firestore SDK,
 * so only client.ts may import it, and only dynamic imports may reach that.
 *
 * Sending an order writes `orders/{id}` once, whatever the retries:
 * - the document id is the order's id, and firestore.rules let a customer create it but never
 *   update it, so a second send of an order that already arrived is refused ("permission-denied");
 * - on that refusal the document is read back from the server: if it is this customer's own, the
 *   earlier send arrived and this one resolves "already-sent"; otherwise the refusal stands.
 * Concurrent sends of one id in this instance share one write.
 *
 * Firestore keeps its default memory cache: the app's outbox in localStorage is the one durable
 * queue, and a persistent cache would replay the same create from IndexedDB a second time.
 * `setDoc` resolves only when the server acknowledged the write; offline it waits (the SDK
 * retries by itself), so a caller that wants to say "pending" must not wait for it to say so.
 */
import type { FirebaseApp } from "firebase/app";
import { type Auth, signInAnonymously, type User } from "firebase/auth";
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  getDoc,
  getDocFromServer,
  getFirestore,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from "firebase/firestore";

import { PIX_RECEIVED } from "../schemas";
import {
  InboxError,
  type InboxOrderInput,
  newestShopOrdersFirst,
  orderDocumentId,
  type OrderStatus,
  parseShopOrder,
  type ShopOrder,
  toInboxError,
  toOrderDocument,
} from "./documents";
import type { InboxConfig } from "./select-config";

/** What the shop says of an order its customer follows: its status, and its payment once staff confirm a Pix. */
export interface OrderProgress {
  status: string;
  payment: string | null;
}

/** "created": this call wrote the order; "already-sent": an earlier send of it had arrived. */
export type SendResult = "created" | "already-sent";

export interface Inbox {
  /** Signs in anonymously when nobody is signed in; resolves once the server has the order. Rejects with InboxError. */
  sendOrder(order: InboxOrderInput): Promise<SendResult>;
  /** The order's status and payment, live (null once it is gone from the shop); the signed-in user must be its customer or staff. */
  watchOrder(
    id: number,
    onOrder: (order: OrderProgress | null) => void,
    onError?: (error: InboxError) => void,
  ): () => void;
  /** Every order of the shop, newest first, live; staff only. */
  watchShopOrders(onOrders: (orders: ShopOrder[]) => void, onError: (error: InboxError) => void): () => void;
  deleteShopOrder(id: number): Promise<void>;
  setOrderStatus(id: number, status: OrderStatus): Promise<void>;
  /** Marks a Pix order's payment as received ("Pix recebido"); staff only, Pix orders only (firestore.rules). */
  confirmPixPayment(id: number): Promise<void>;
  /** Whether `email`, the signed-in user's, has a staff document. */
  isStaff(email: string): Promise<boolean>;
}

export function openFirestore(app: FirebaseApp, config: Exclude<InboxConfig, { mode: "disabled" }>): Firestore {
  const db = getFirestore(app);
  if (config.mode === "emulator") connectFirestoreEmulator(db, config.host, config.port);
  return db;
}

const notSignedIn = () => new InboxError("rejected", "unauthenticated", "Nobody is signed in");

/** The document as staff read it: the server's Timestamp as ms (estimated while pending). */
function toShopOrder(snapshot: DocumentSnapshot): ShopOrder | null {
  const data = snapshot.data({ serverTimestamps: "estimate" });
  if (!data) return null;
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : null;
  return parseShopOrder({ ...data, createdAt });
}

export function createInbox(auth: Auth, db: Firestore): Inbox {
  const orderRef = (id: number) => doc(db, "orders", orderDocumentId(id));
  const sending = new Map<number, Promise<SendResult>>();

  let signingIn: Promise<User> | null = null;

  async function customer(): Promise<User> {
    try {
      // Before the persisted user is restored, currentUser is null: a new anonymous account
      // would lose the shopper's earlier orders.
      await auth.authStateReady();
      if (auth.currentUser) return auth.currentUser;
      // Orders sent together share one account: each its own would leave all but one unreadable.
      signingIn ??= signInAnonymously(auth)
        .then((credential) => credential.user)
        .finally(() => (signingIn = null));
      return await signingIn;
    } catch (error) {
      throw toInboxError(error);
    }
  }

  async function isOwnOrder(ref: DocumentReference, uid: string): Promise<boolean> {
    try {
      const snapshot = await getDocFromServer(ref);
      return snapshot.exists() && snapshot.get("customerUid") === uid;
    } catch (error) {
      const failure = toInboxError(error);
      if (failure.code === "permission-denied") return false;
      throw failure;
    }
  }

  async function send(order: InboxOrderInput): Promise<SendResult> {
    const user = await customer();
    const ref = orderRef(order.id);
    try {
      await setDoc(ref, { ...toOrderDocument(order, user.uid), createdAt: serverTimestamp() });
      return "created";
    } catch (error) {
      const failure = toInboxError(error);
      if (failure.code === "permission-denied" && (await isOwnOrder(ref, user.uid))) return "already-sent";
      throw failure;
    }
  }

  /** Runs `start` once the signed-in user is known; the returned function cancels either step. */
  function whenSignedIn(start: (user: User) => () => void, onError: (error: InboxError) => void): () => void {
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

  return {
    sendOrder(order) {
      let pending = sending.get(order.id);
      if (!pending) {
        pending = send(order).finally(() => sending.delete(order.id));
        sending.set(order.id, pending);
      }
      return pending;
    },

    watchOrder(id, onOrder, onError = () => {}) {
      return whenSignedIn(
        () =>
          onSnapshot(
            orderRef(id),
            (snapshot) => {
              if (!snapshot.exists()) return onOrder(null);
              const payment: unknown = snapshot.get("payment");
              onOrder({
                status: String(snapshot.get("status")),
                payment: typeof payment === "string" ? payment : null,
              });
            },
            (error) => onError(toInboxError(error)),
          ),
        onError,
      );
    },

    watchShopOrders(onOrders, onError) {
      return whenSignedIn(
        () =>
          onSnapshot(
            query(collection(db, "orders"), orderBy("createdAt", "desc")),
            (snapshot) => {
              const orders: ShopOrder[] = [];
              for (const document of snapshot.docs) {
                const order = toShopOrder(document);
                if (order) orders.push(order);
                else console.error(`orders/${document.id} is not an order this version can show`);
              }
              onOrders(newestShopOrdersFirst(orders));
            },
            (error) => onError(toInboxError(error)),
          ),
        onError,
      );
    },

    async deleteShopOrder(id) {
      try {
        await deleteDoc(orderRef(id));
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async setOrderStatus(id, status) {
      try {
        await updateDoc(orderRef(id), { status });
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async confirmPixPayment(id) {
      try {
        await updateDoc(orderRef(id), { payment: PIX_RECEIVED });
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async isStaff(email) {
      try {
        await auth.authStateReady();
        const user = auth.currentUser;
        if (!user || user.isAnonymous || !email || user.email !== email) return false;
        return (await getDoc(doc(db, "staff", email))).exists();
      } catch (error) {
        const failure = toInboxError(error);
        if (failure.code === "permission-denied") return false;
        throw failure;
      }
    },
  };
}
