import { useEffect, useState } from "react";

import { staffOrdersPart } from "./parts";
import type { LiveShopOrders } from "./useStaffAlerts";

/** One listener for the page, shared by every part of /Admin that shows the orders. */
export type LiveInbox = { status: "loading" } | ({ status: "ready" } & LiveShopOrders) | { status: "failed" };

const loading: LiveInbox = { status: "loading" };
let current: LiveInbox = loading;
const listeners = new Set<(inbox: LiveInbox) => void>();
let stop: (() => void) | null = null;

function publish(inbox: LiveInbox): void {
  current = inbox;
  for (const listener of listeners) listener(inbox);
}

function start(): void {
  const failed = (error: unknown) => {
    console.error("The shop's orders cannot be shown:", error);
    publish({ status: "failed" });
  };
  stop = staffOrdersPart.listen(
    (staffOrders) =>
      staffOrders.watchShopOrders((orders, { fromServer }) => publish({ status: "ready", orders, fromServer }), failed),
    failed,
  );
}

export function useShopOrders(): LiveInbox {
  const [inbox, setInbox] = useState<LiveInbox>(current);
  useEffect(() => {
    listeners.add(setInbox);
    setInbox(current);
    if (!stop) start();
    return () => {
      listeners.delete(setInbox);
      if (listeners.size > 0) return;
      stop?.();
      stop = null;
      current = loading;
    };
  }, []);
  return inbox;
}
