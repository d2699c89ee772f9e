import { useEffect, useState } from "react";

import type { ShopOrder } from "~/lib/orders";

import { activationDelay, nextActivation } from "./scheduled-orders";

type Schedulable = Pick<ShopOrder, "status" | "scheduledFor">;

/**
 * Now, in ms, for splitting off "Agendados": read afresh with each new list of orders, then moved on by
 * one timer at the next order's activation, none while no order is scheduled.
 */
export function useActivationClock(orders: readonly Schedulable[]): number {
  const [clock, setClock] = useState(() => ({ orders, now: Date.now() }));
  // A list that arrives after a while would otherwise be split at the last list's time.
  if (clock.orders !== orders) setClock({ orders, now: Date.now() });
  const { now } = clock;
  const next = nextActivation(orders, now);
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setClock({ orders, now: Date.now() }), activationDelay(next, Date.now()));
    return () => clearTimeout(timer);
    // `now` too: a timer that fires a little early sets one more.
  }, [orders, next, now]);
  return now;
}
