import { type Loaded, useLoadedOnce } from "~/lib/platform";

import type { CustomerRow } from "./customer-rows";
import { loadCustomers } from "./load-customers";
import { customersPart, staffOrdersPart } from "./parts";

/** "Clientes": read when the panel opens and again when the shop's day changes. */
export function useCustomers(today: string): Loaded<CustomerRow[]> {
  return useLoadedOnce(
    today,
    async () => {
      const [customers, staffOrders] = await Promise.all([customersPart.open(), staffOrdersPart.open()]);
      return loadCustomers(today, { ...customers, ordersBetween: staffOrders.shopOrdersBetween });
    },
    "The customers",
  );
}
