import { useEffect, useState } from "react";

import type { AppUser } from "~/lib/account";
import { inboxClientModule } from "~/lib/firestore";

import type { ShopOrder } from "./shop-order";

type MyShopOrders =
  { status: "signed-out" } | { status: "loading" } | { status: "ready"; orders: ShopOrder[] } | { status: "failed" };

export function useMyShopOrders(user: AppUser | null): MyShopOrders {
  const uid = user?.uid ?? null;
  const [state, setState] = useState<MyShopOrders>({ status: uid ? "loading" : "signed-out" });
  useEffect(() => {
    if (!uid) {
      setState({ status: "signed-out" });
      return;
    }
    setState({ status: "loading" });
    let stop: (() => void) | null = null;
    let cancelled = false;
    inboxClientModule().then(
      ({ watchInbox }) => {
        if (cancelled) return;
        const failed = (error: unknown) => {
          console.error("The shopper's orders cannot be shown:", error);
          setState({ status: "failed" });
        };
        stop = watchInbox(
          ({ shopperOrders }) => shopperOrders.watchMyOrders((orders) => setState({ status: "ready", orders }), failed),
          failed,
        );
      },
      (error: unknown) => {
        console.error("The order inbox could not load:", error);
        if (!cancelled) setState({ status: "failed" });
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid]);
  return state;
}
