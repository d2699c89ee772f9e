// "Meu de sempre" of a Google account; firestore.rules let only that account read or write it.
import { doc, type Firestore, onSnapshot, runTransaction } from "firebase/firestore";

import { type InboxError, toInboxError } from "~/lib/firestore";
import { type InboxContext, whenSignedIn } from "~/lib/firestore/inbox-context.client";

import { fromUsualDocument, toUsualDocument } from "./usual-document";
import { type UsualOrder, withoutUsual, withUsual } from "./usual-orders";

interface UsualBook {
  /** Empty for an anonymous account, whose saved orders stay on the device. */
  watchMyUsualOrders(onOrders: (orders: UsualOrder[]) => void, onError: (error: InboxError) => void): () => void;
  /** After the device saved it: the account's list too; false when nobody is signed in with Google. */
  keepMyUsualOrder(usual: UsualOrder): Promise<boolean>;
  forgetMyUsualOrder(name: string): Promise<boolean>;
}

const bookRef = (db: Firestore, uid: string) => doc(db, "usualOrders", uid);

function ordersOf(data: unknown): UsualOrder[] {
  const list = data && typeof data === "object" && "orders" in data ? data.orders : null;
  return Array.isArray(list) ? list.flatMap((item: unknown) => fromUsualDocument(item) ?? []) : [];
}

function watchMyUsualOrders(
  { auth, db }: InboxContext,
  onOrders: (orders: UsualOrder[]) => void,
  onError: (error: InboxError) => void,
): () => void {
  return whenSignedIn(
    auth,
    (user) => {
      if (user.isAnonymous) {
        onOrders([]);
        return () => {};
      }
      return onSnapshot(
        bookRef(db, user.uid),
        (snapshot) => onOrders(ordersOf(snapshot.data())),
        (error) => onError(toInboxError(error)),
      );
    },
    onError,
  );
}

/** The account's list changed as `change` says; false when nobody is signed in with Google. */
async function changeMyUsualOrders(
  { auth, db }: InboxContext,
  change: (orders: UsualOrder[]) => UsualOrder[],
): Promise<boolean> {
  try {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user || user.isAnonymous) return false;
    const ref = bookRef(db, user.uid);
    await runTransaction(db, async (transaction) => {
      const book = await transaction.get(ref);
      // Priced again from today's catalogue, every one: the rules take no line at another price.
      const orders = change(ordersOf(book.data())).flatMap((order) => toUsualDocument(order) ?? []);
      transaction.set(ref, { orders });
    });
    return true;
  } catch (error) {
    throw toInboxError(error);
  }
}

export function createUsualBook(context: InboxContext): UsualBook {
  return {
    watchMyUsualOrders: (onOrders, onError) => watchMyUsualOrders(context, onOrders, onError),
    keepMyUsualOrder: (usual) => changeMyUsualOrders(context, (orders) => withUsual(orders, usual)),
    forgetMyUsualOrder: (name) => changeMyUsualOrders(context, (orders) => withoutUsual(orders, name)),
  };
}
