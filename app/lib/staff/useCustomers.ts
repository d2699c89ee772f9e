import { useEffect, useState } from "react";

import type { CustomerRow } from "./customer-rows";
import { loadCustomers } from "./load-customers";
import { customersPart, staffOrdersPart } from "./parts";

type Loaded = { status: "loading" } | { status: "ready"; rows: CustomerRow[] } | { status: "failed" };

/** "Clientes": read when the panel opens and again when the shop's day changes. */
export function useCustomers(today: string): Loaded {
  const [loaded, setLoaded] = useState<{ today: string; value: Loaded } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([customersPart.open(), staffOrdersPart.open()])
      .then(([customers, staffOrders]) =>
        loadCustomers(today, {
          ...customers,
          ordersBetween: (start, end) => staffOrders.shopOrdersBetween(start, end),
        }),
      )
      .then(
        (rows) => current && setLoaded({ today, value: { status: "ready", rows } }),
        (error: unknown) => {
          console.error("The customers cannot be read:", error);
          if (current) setLoaded({ today, value: { status: "failed" } });
        },
      );
    return () => {
      current = false;
    };
  }, [today]);
  return loaded?.today === today ? loaded.value : { status: "loading" };
}
