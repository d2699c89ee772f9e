// "Excluir meus dados" at the shop: firestore.rules let only the account itself make each of these writes.
import { collection, doc, getDocsFromServer, query, where, type WriteBatch, writeBatch } from "firebase/firestore";

import { inboxCall } from "~/lib/firestore";
import type { InboxContext } from "~/lib/firestore/inbox-context.client";
import { ERASED_ORDER_DETAILS, isOpenOrder } from "~/lib/orders";

type ShopErase = { kind: "erased" } | { kind: "open-orders" };

/** Below Firestore's 500 writes a batch. */
const WRITES_PER_BATCH = 400;

/** The account's own documents: a Google account's stamp card, addresses, "Meu de sempre" and name for "Clientes". */
const accountDocuments = ["stampCards", "addressBooks", "usualOrders", "customerProfiles"] as const;

async function eraseAtShop({ auth, db }: InboxContext): Promise<ShopErase> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return { kind: "erased" };
  // From the server: offline, the cache's guess could leave an order with its address.
  const own = await getDocsFromServer(query(collection(db, "orders"), where("customerUid", "==", user.uid)));
  if (own.docs.some((order) => isOpenOrder({ status: String(order.get("status")) }))) return { kind: "open-orders" };
  const writes: ((batch: WriteBatch) => void)[] = own.docs.map(
    (order) => (batch) => batch.update(order.ref, { ...ERASED_ORDER_DETAILS }),
  );
  if (!user.isAnonymous)
    for (const path of accountDocuments) writes.push((batch) => batch.delete(doc(db, path, user.uid)));
  for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
    const batch = writeBatch(db);
    for (const write of writes.slice(start, start + WRITES_PER_BATCH)) write(batch);
    await batch.commit();
  }
  return { kind: "erased" };
}

export function createMyDataEraser(context: InboxContext) {
  return { eraseAtShop: () => inboxCall(() => eraseAtShop(context)) };
}
