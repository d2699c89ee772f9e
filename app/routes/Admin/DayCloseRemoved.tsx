import { useId } from "react";

import { formatBRL } from "~/lib/catalogue";
import { shopTimeText } from "~/lib/shop";
import { useRemovedOrders, useShopOrders } from "~/lib/staff";
import { alert } from "~/styles/shared.css";

import * as styles from "./DayClose.css";

/** "Excluídos": orders staff deleted that day, apart from the sales, with the value they had. */
export function RemovedOfDay({ date }: { date: string }) {
  const live = useShopOrders();
  const titleId = useId();
  // A deletion takes an order off the live list: read the day's again then.
  const removed = useRemovedOrders(date, live.status === "ready" ? live.orders.length : live.status);
  if (removed.status === "failed")
    return (
      <p role="alert" className={alert.error}>
        Não foi possível ler os pedidos excluídos. Verifique a conexão e tente de novo.
      </p>
    );
  if (removed.status === "loading" || removed.orders.length === 0) return null;
  return (
    <>
      <h3 id={titleId} className={styles.subtitle}>
        Pedidos excluídos
      </h3>
      <ul aria-labelledby={titleId}>
        {removed.orders.map((order) => (
          <li key={order.number}>
            Pedido nº {order.number}, {formatBRL(order.subtotal)} em produtos, excluído às{" "}
            {shopTimeText(order.deletedAt)}
          </li>
        ))}
      </ul>
      <p className={styles.hint}>Excluídos não entram nas vendas nem no total.</p>
    </>
  );
}
