// "Meu de sempre" of a Google account; firestore.rules let only that account read or write it.
import { doc, type Firestore, getDoc, runTransaction } from "firebase/firestore";

import { toInboxError } from "~/lib/firestore";
import type { InboxContext } from "~/lib/firestore/inbox-context.client";

import { fromUsualDocument, toUsualDocument } from "./usual-document";
import { type UsualOrder, withoutUsual, withUsual } from "./usual-orders";
import { keepUsualOrders } from "./usual-orders-storage";

interface UsualBook {
  /** Nothing for an anonymous account, whose saved orders stay on the device. */
  pullMyUsualOrders(): Promise<void>;
  /** After the device saved it: the account's list too; false when nobody is signed in with Google. */
  keepMyUsualOrder(usual: UsualOrder): Promise<boolean>;
  forgetMyUsualOrder(name: string): Promise<boolean>;
}

const bookRef = (db: Firestore, uid: string) => doc(db, "usualOrders", uid);

function ordersOf(data: unknown): UsualOrder[] {
  const list = data && typeof data === "object" && "orders" in data ? data.orders : null;
  return Array.isArray(list) ? list.flatMap((item: unknown) => fromUsualDocument(item) ?? []) : [];
}

/** Once Firebase runs for a Google account: its list merged into this device's, which the home page reads. */
async function pullMyUsualOrders({ auth, db }: InboxContext): Promise<void> {
  try {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user || user.isAnonymous) return;
    const orders = ordersOf((await getDoc(bookRef(db, user.uid))).data());
    if (orders.length > 0) await keepUsualOrders(orders);
  } catch (error) {
    throw toInboxError(error);
  }
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
    pullMyUsualOrders: () => pullMyUsualOrders(context),
    keepMyUsualOrder: (usual) => changeMyUsualOrders(context, (orders) => withUsual(orders, usual)),
    forgetMyUsualOrder: (name) => changeMyUsualOrders(context, (orders) => withoutUsual(orders, name)),
  };
}
