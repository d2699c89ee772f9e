import { useLive } from "~/lib/firestore/lazy";

import { shopperOrdersPart } from "./parts";
import type { ShopOrder } from "./shop-order";

type MyShopOrders =
  { status: "signed-out" } | { status: "loading" } | { status: "ready"; orders: ShopOrder[] } | { status: "failed" };

/** The signed-in shopper's orders at the shop, live; a null `uid` (nobody signed in) reads nothing. */
export function useMyShopOrders(uid: string | null): MyShopOrders {
  const live = useLive(
    shopperOrdersPart,
    uid,
    (orders, _uid, onValue: (orders: ShopOrder[]) => void, onError) => orders.watchMyOrders(onValue, onError),
    "The shopper's orders",
  );
  if (!uid) return { status: "signed-out" };
  return live.status === "ready" ? { status: "ready", orders: live.value } : live;
}
