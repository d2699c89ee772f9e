import type { ReactNode } from "react";

import * as styles from "~/components/OrderCard.css";

import { orderNumberText } from "./day-number";
import { formatOrderTime, orderDate } from "./orders";

export function OrderHeading({
  titleId,
  order,
  time,
  children,
}: {
  titleId: string;
  order: { id: number; dayNumber?: number | null | undefined };
  time: number;
  children: ReactNode;
}) {
  const date = orderDate(time);
  return (
    <>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.orderTitle}>
          Pedido nº {orderNumberText(order)}
        </h2>
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
