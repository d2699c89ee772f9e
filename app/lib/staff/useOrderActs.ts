import { useEffect, useState } from "react";

import type { OrderActs } from "~/lib/orders";

import { staffOrdersPart } from "./parts";

const none: ReadonlyMap<string, OrderActs> = new Map();

/** Who moved, confirmed or deleted each order of the live window; none while unknown (the cards show less). */
export function useOrderActs(): ReadonlyMap<string, OrderActs> {
  const [acts, setActs] = useState(none);
  useEffect(() => {
    const failed = (error: unknown) => console.error("Who changed the orders cannot be shown:", error);
    return staffOrdersPart.listen((staffOrders) => staffOrders.watchOrderActs(setActs, failed), failed);
  }, []);
  return acts;
}
