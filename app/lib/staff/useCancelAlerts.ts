import { useCallback, useEffect, useRef, useState } from "react";

import type { ShopOrder, StaffAction } from "~/lib/orders";

import { ordersCancelled } from "./staff-alerts";
import type { LiveInbox } from "./useShopOrders";

/** Orders cancelled while /Admin is open, not by this device, until staff say they saw each. */
export function useCancelAlerts(
  inbox: LiveInbox,
  actions: readonly StaffAction[],
): { cancelled: ShopOrder[]; seen: (docId: string) => void } {
  const statuses = useRef<ReadonlyMap<string, string> | null>(null);
  const [cancelled, setCancelled] = useState<ShopOrder[]>([]);
  const latestActions = useRef(actions);
  latestActions.current = actions;
  useEffect(() => {
    if (inbox.status !== "ready") return;
    const next = ordersCancelled(statuses.current, inbox.orders, inbox.fromServer, latestActions.current);
    statuses.current = next.statuses;
    const arrived = inbox.orders.filter((order) => next.cancelled.some(({ docId }) => docId === order.docId));
    if (arrived.length > 0) setCancelled((current) => [...arrived, ...current]);
  }, [inbox]);
  const seen = useCallback(
    (docId: string) => setCancelled((current) => current.filter((order) => order.docId !== docId)),
    [],
  );
  return { cancelled, seen };
}
