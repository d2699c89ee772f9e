import { type ReactNode, useState } from "react";

import type { ShopOrder } from "~/lib/orders";
import { byColumn, type OrderColumn, orderColumns } from "~/lib/staff";

import * as styles from "./OrderBoard.css";

/** The orders in columns by status, side by side; on a phone one column at a time, picked by its count. */
export function OrderBoard({
  orders,
  list,
}: {
  orders: readonly ShopOrder[];
  list: (orders: readonly ShopOrder[]) => ReactNode;
}) {
  const [shown, setShown] = useState<OrderColumn>("novos");
  const columns = byColumn(orders);
  return (
    <>
      <div className={styles.picker} role="group" aria-label="Coluna de pedidos">
        {orderColumns.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            className={styles.pick}
            aria-pressed={id === shown}
            onClick={() => setShown(id)}
          >
            {label} ({columns[id].length})
          </button>
        ))}
      </div>
      <div className={styles.board}>
        {orderColumns.map(({ id, label }) => (
          <section
            key={id}
            className={id === shown ? styles.column : `${styles.column} ${styles.otherColumn}`}
            aria-labelledby={`coluna-${id}`}
          >
            <h2 id={`coluna-${id}`} className={styles.columnTitle}>
              {label} ({columns[id].length})
            </h2>
            {columns[id].length > 0 ? list(columns[id]) : <p className={styles.empty}>Nenhum pedido.</p>}
          </section>
        ))}
      </div>
    </>
  );
}
