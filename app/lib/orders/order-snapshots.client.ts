import { type DocumentSnapshot, onSnapshot, type Query, Timestamp } from "firebase/firestore";

import { type InboxError, toInboxError } from "~/lib/firestore";

import { mergeShopOrders, parseShopOrder, type ShopOrder } from "./shop-order";

/** `fromServer`: every part has come from the server, not only the cache. */
export type ShopOrdersListener = (orders: ShopOrder[], source: { fromServer: boolean }) => void;

/** An order as every reader gets it back: one parser, whatever the query. */
export function toShopOrder(snapshot: DocumentSnapshot): ShopOrder | null {
  const data = snapshot.data({ serverTimestamps: "estimate" });
  if (!data) return null;
  // Every time the shop stamps (createdAt, scheduledFor, …) reaches the codecs as milliseconds.
  const times = Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) => (value instanceof Timestamp ? [[key, value.toMillis()]] : [])),
  );
  return parseShopOrder({ ...data, ...times, docId: snapshot.id });
}

export function toShopOrders(snapshots: readonly DocumentSnapshot[]): ShopOrder[] {
  const orders: ShopOrder[] = [];
  for (const snapshot of snapshots) {
    const order = toShopOrder(snapshot);
    if (order) orders.push(order);
    else console.error(`orders/${snapshot.id} is not an order this version can show`);
  }
  return orders;
}

/** Metadata changes too: the caller learns when the cache's list is confirmed though no order changed. */
export function watchMerged(
  queries: readonly Query[],
  onOrders: ShopOrdersListener,
  onError: (error: InboxError) => void,
): () => void {
  const lists: (ShopOrder[] | null)[] = queries.map(() => null);
  const fromCache = queries.map(() => true);
  let failed = false;
  const stops = queries.map((live, index) =>
    onSnapshot(
      live,
      { includeMetadataChanges: true },
      (snapshot) => {
        lists[index] = toShopOrders(snapshot.docs);
        fromCache[index] = snapshot.metadata.fromCache;
        if (!failed && lists.every((list) => list !== null)) {
          onOrders(mergeShopOrders(...lists), { fromServer: fromCache.every((cached) => !cached) });
        }
      },
      (error) => {
        if (failed) return;
        failed = true;
        onError(toInboxError(error));
      },
    ),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
