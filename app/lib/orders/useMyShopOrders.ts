import type { AppUser } from "~/lib/account";
import { useLive } from "~/lib/firestore/lazy";

import { shopperOrdersPart } from "./parts";
import type { ShopOrder } from "./shop-order";

type MyShopOrders =
  { status: "signed-out" } | { status: "loading" } | { status: "ready"; orders: ShopOrder[] } | { status: "failed" };

export function useMyShopOrders(user: AppUser | null): MyShopOrders {
  const uid = user?.uid ?? null;
  const live = useLive(
    shopperOrdersPart,
    uid,
    (orders, _uid, onValue: (orders: ShopOrder[]) => void, onError) => orders.watchMyOrders(onValue, onError),
    "The shopper's orders",
  );
  if (!uid) return { status: "signed-out" };
  return live.status === "ready" ? { status: "ready", orders: live.value } : live;
}
