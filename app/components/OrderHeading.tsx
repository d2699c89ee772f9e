import type { ReactNode } from "react";

import { formatOrderTime, isPickup, orderDate } from "~/lib/orders";

import * as styles from "./OrderCard.css";

/**
 * The top of an order's card: "Pedido nº …" (the card's name, `titleId`), what goes beside it
 * (its status, or staff's status control), "Retirada" for a pickup, and when it was made.
 */
export function OrderHeading({
  titleId,
  id,
  time,
  mode,
  children,
}: {
  titleId: string;
  id: number;
  time: number;
  /** The order's mode: a pickup says "Retirada". */
  mode?: string | undefined;
  children: ReactNode;
}) {
  const date = orderDate(time);
  return (
    <>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.orderTitle}>
          Pedido nº {id}
        </h2>
        {isPickup({ mode }) ? <span className={styles.status}>Retirada</span> : null}
        {children}
      </div>
      {date ? (
        <time className={styles.time} dateTime={date.toISOString()}>
          {formatOrderTime(time)}
        </time>
      ) : (
        <span className={styles.time}>{formatOrderTime(time)}</span>
      )}
    </>
  );
}
