import { useEffect } from "react";

import { inboxConfig } from "~/lib/firestore";
import { listenOnceLoaded } from "~/lib/platform";

import type { Order } from "./order-schema";
import { outboxModule } from "./outbox-module";

/** The shop's statuses are written to the local orders, which the page's loader then shows. */
export function useFollowOrderStatus(orders: readonly Order[]) {
  const followed = orders.filter((order) => order.inbox === "sent");
  // One subscription per set of orders, not per render.
  const key = followed.map((order) => `${order.id}:${order.checkoutId ?? ""}`).join(",");
  useEffect(() => {
    if (inboxConfig.mode === "disabled" || key === "") return;
    const refs = key.split(",").map((item) => {
      const [id = "", checkoutId = ""] = item.split(":");
      return { id: Number(id), checkoutId: checkoutId || undefined };
    });
    return listenOnceLoaded(
      outboxModule,
      (outbox) => outbox.followOrderStatuses(refs),
      (error) => console.warn("Order statuses cannot be followed:", error),
    );
  }, [key]);
}
