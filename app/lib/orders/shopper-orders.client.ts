// Memory cache only: the outbox is the durable queue, and a persistent cache would replay a create from IndexedDB.
// Sending is send-order.client.ts; this is the shopper's side as the page opens it, with watching and cancelling.
import { type Auth, signInAnonymously, type User } from "firebase/auth";
import { collection, limit, onSnapshot, orderBy, query, where } from "firebase/firestore";

import { type InboxError, toInboxError } from "~/lib/firestore";
import { type InboxContext, orderRef, tombstoneRef, whenSignedIn } from "~/lib/firestore/inbox-context.client";
import { oneAtATime } from "~/lib/platform";

import { cancelOrder, type CancelOutcome } from "./cancel-order.client";
import { MY_ORDERS_LIMIT } from "./my-orders";
import type { InboxOrderInput } from "./order-document";
import { toShopOrder, watchMerged } from "./order-snapshots.client";
import { readOwn, send, type SendResult } from "./send-order.client";
import type { ShopOrder } from "./shop-order";

export type { SendResult };

export interface ShopperOrders {
  /** Signs in anonymously when nobody is signed in; rejects "held" when the account's quota holds it back. */
  sendOrder(order: InboxOrderInput): Promise<SendResult>;
  /** Null once staff deleted it; the signed-in user must be its customer or staff. */
  watchOrder(
    docId: string,
    onOrder: (order: ShopOrder | null) => void,
    onError?: (error: InboxError) => void,
  ): () => void;
  watchMyOrders(onOrders: (orders: ShopOrder[]) => void, onError: (error: InboxError) => void): () => void;
  /** Resolves once the server has it ("cancelled"), or with the status that kept it from cancelling. */
  cancelOrder(docId: string): Promise<CancelOutcome>;
}

function customerOf(auth: Auth): () => Promise<User> {
  let signingIn: Promise<User> | null = null;
  return async () => {
    try {
      // Before the persisted user is restored currentUser is null: a new anonymous account would lose earlier orders.
      await auth.authStateReady();
      if (auth.currentUser) return auth.currentUser;
      // Orders sent together share one account: each its own would leave all but one unreadable. A Google
      // sign-in under way goes first: an anonymous one finishing after it would sign the shopper out.
      signingIn ??= oneAtATime(auth, async () => auth.currentUser ?? (await signInAnonymously(auth)).user).finally(
        () => (signingIn = null),
      );
      return await signingIn;
    } catch (error) {
      throw toInboxError(error);
    }
  };
}

function watchOrder(
  { auth, db }: InboxContext,
  docId: string,
  onOrder: (order: ShopOrder | null) => void,
  onError: (error: InboxError) => void,
): () => void {
  return whenSignedIn(
    auth,
    (user) => {
      let stopped = false;
      /** Staff deleted it when its tombstone is there; else `otherwise`. */
      const removedOr = (otherwise: () => void) =>
        readOwn(tombstoneRef(db, docId), user.uid).then(
          (tombstone) => {
            if (stopped) return;
            if (tombstone) onOrder(null);
            else otherwise();
          },
          (lookup: unknown) => {
            if (!stopped) onError(toInboxError(lookup));
          },
        );
      const stop = onSnapshot(
        orderRef(db, docId),
        (snapshot) => {
          if (snapshot.exists()) return onOrder(toShopOrder(snapshot));
          // Gone while followed; the cache's "nothing here" says nothing.
          if (!snapshot.metadata.fromCache) void removedOr(() => {});
        },
        (error) => {
          // A document that is not there reads as denied.
          const failure = toInboxError(error);
          if (failure.code !== "permission-denied") return onError(failure);
          void removedOr(() => onError(failure));
        },
      );
      return () => {
        stopped = true;
        stop();
      };
    },
    onError,
  );
}

function watchMyOrders(
  { auth, db }: InboxContext,
  onOrders: (orders: ShopOrder[]) => void,
  onError: (error: InboxError) => void,
): () => void {
  return whenSignedIn(
    auth,
    (user) =>
      watchMerged(
        [
          query(
            collection(db, "orders"),
            where("customerUid", "==", user.uid),
            orderBy("createdAt", "desc"),
            limit(MY_ORDERS_LIMIT),
          ),
        ],
        onOrders,
        onError,
      ),
    onError,
  );
}

export function createShopperOrders(context: InboxContext): ShopperOrders {
  const customer = customerOf(context.auth);
  const sending = new Map<string, Promise<SendResult>>();
  return {
    sendOrder(order) {
      const key = order.checkoutId ?? "";
      let pending = sending.get(key);
      if (!pending) {
        pending = send(context.db, customer, order).finally(() => sending.delete(key));
        sending.set(key, pending);
      }
      return pending;
    },
    watchOrder: (docId, onOrder, onError = () => {}) => watchOrder(context, docId, onOrder, onError),
    watchMyOrders: (onOrders, onError) => watchMyOrders(context, onOrders, onError),
    cancelOrder: (docId) => cancelOrder(context, docId),
  };
}
