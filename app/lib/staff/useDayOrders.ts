import { useEffect, useState } from "react";

import { mergeShopOrders, type ShopOrder } from "~/lib/orders";

import { shopDayRange } from "./day-close";
import { staffOrdersPart } from "./parts";
import type { LiveInbox } from "./useShopOrders";

type DayOrders = { status: "loading" } | { status: "ready"; orders: ShopOrder[] } | { status: "failed" };

const loading: DayOrders = { status: "loading" };

/**
 * The orders placed on a day and those scheduled for it. Today's placed ones are in the live list (it holds
 * the last 24 hours); those scheduled for a day may have been placed any day before, so they are always read.
 */
export function useDayOrders(date: string, today: string, live: LiveInbox): DayOrders {
  const [read, setRead] = useState<{ date: string; orders: DayOrders } | null>(null);
  const isToday = date === today;
  useEffect(() => {
    const range = shopDayRange(date);
    if (!range) return;
    let cancelled = false;
    setRead({ date, orders: loading });
    void staffOrdersPart
      .open()
      .then(async (staffOrders) => {
        const [placed, scheduled] = await Promise.all([
          isToday ? [] : staffOrders.shopOrdersBetween(range.start, range.end),
          staffOrders.scheduledOrdersBetween(range.start, range.end),
        ]);
        return mergeShopOrders(placed, scheduled);
      })
      .then(
        (orders) => !cancelled && setRead({ date, orders: { status: "ready", orders } }),
        (error: unknown) => {
          console.error(`The orders of ${date} cannot be read:`, error);
          if (!cancelled) setRead({ date, orders: { status: "failed" } });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [date, isToday]);
  const fetched = read?.date === date ? read.orders : loading;
  if (!isToday) return fetched;
  if (live.status === "failed" || fetched.status === "failed") return { status: "failed" };
  // The local cache's guess may lack orders the server has: sums wait for the server.
  return live.status === "ready" && live.fromServer && fetched.status === "ready"
    ? { status: "ready", orders: mergeShopOrders(live.orders, fetched.orders) }
    : loading;
}
