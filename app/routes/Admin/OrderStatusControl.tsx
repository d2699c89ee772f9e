import type { useFetcher } from "@remix-run/react";
import { useState } from "react";

import * as styles from "~/components/OrderCard.css";
import { nextStatuses, orderNumberText, PREPARING, READY_MINUTES, type ShopOrder } from "~/lib/orders";

/** Staff's status select, and "Pronto em" for the move to Em preparo (its minutes go with that move). */
export function OrderStatusControl({
  order,
  fetcher,
  defaultReadyMinutes,
}: {
  order: Pick<ShopOrder, "docId" | "id" | "status" | "mode">;
  fetcher: ReturnType<typeof useFetcher>;
  defaultReadyMinutes: number;
}) {
  const [readyInMinutes, setReadyInMinutes] = useState(defaultReadyMinutes);
  const statusId = `shop-order-status-${order.docId}`;
  const readyId = `shop-order-ready-${order.docId}`;
  const shownStatus = String(fetcher.formData?.get("status") ?? order.status);
  const next = nextStatuses(order.status, order.mode);
  return (
    <>
      {next.includes(PREPARING) && shownStatus === order.status ? (
        <div className={styles.statusControl}>
          <label htmlFor={readyId}>Pronto em</label>
          <select
            id={readyId}
            className={styles.select}
            value={readyInMinutes}
            onChange={(event) => setReadyInMinutes(Number(event.currentTarget.value))}
          >
            {READY_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.statusControl}>
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          className={styles.select}
          value={shownStatus}
          onChange={(event) => {
            const status = event.currentTarget.value;
            fetcher.submit(
              {
                intent: "status",
                docId: order.docId,
                number: orderNumberText(order),
                status,
                ...(status === PREPARING ? { readyInMinutes } : {}),
              },
              { method: "post" },
            );
          }}
        >
          {/* Its status (maybe another version's), then only where its mode may go: forward, or cancelled. */}
          {[shownStatus, ...next.filter((status) => status !== shownStatus)].map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
