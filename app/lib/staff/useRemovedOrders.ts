import { useEffect, useState } from "react";

import type { RemovedOrder } from "~/lib/orders";

import { shopDayRange } from "./day-close";
import { staffOrdersPart } from "./parts";

type Removed = { status: "loading" } | { status: "ready"; orders: RemovedOrder[] } | { status: "failed" };

/** The orders staff deleted on a day, read again whenever `readAgain` changes (the live list lost one, say). */
export function useRemovedOrders(date: string, readAgain: unknown): Removed {
  const [read, setRead] = useState<{ date: string; removed: Removed } | null>(null);
  useEffect(() => {
    const range = shopDayRange(date);
    if (!range) return;
    let cancelled = false;
    void staffOrdersPart
      .open()
      .then((staffOrders) => staffOrders.removedOrdersBetween(range.start, range.end))
      .then(
        (orders) => !cancelled && setRead({ date, removed: { status: "ready", orders } }),
        (error: unknown) => {
          console.error(`The orders deleted on ${date} cannot be read:`, error);
          if (!cancelled) setRead({ date, removed: { status: "failed" } });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [date, readAgain]);
  return read?.date === date ? read.removed : { status: "loading" };
}
