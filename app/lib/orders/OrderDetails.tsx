import { lineTotal } from "~/lib/cart";
import { formatBRL, orderLineLabel } from "~/lib/catalogue";
import { formatDeliveryTime, pickupReadyText } from "~/lib/shop";

import type { Order } from "./order-schema";
import * as styles from "./OrderDetails.css";
import { formatAddress, isPickup, isPixReceived, orderTotal, paymentMethodLabel, shopAddressText } from "./orders";

export function OrderDetails({
  order,
}: {
  order: Pick<Order, "address" | "paymentMethod" | "changeFor" | "cart" | "delivery" | "note"> & {
    payment?: unknown;
    mode?: string | undefined;
  };
}) {
  const pix = order.paymentMethod === "pix";
  const pickup = isPickup(order) || !order.address;
  return (
    <dl className={styles.details}>
      {pickup ? (
        <div className={styles.row}>
          <dt className={styles.term}>Retirada</dt>
          <dd className={styles.value}>
            Na loja: {shopAddressText()}
            {order.delivery ? ` (${pickupReadyText(order.delivery).toLowerCase()})` : null}
          </dd>
        </div>
      ) : (
        <div className={styles.row}>
          <dt className={styles.term}>Entrega em</dt>
          <dd className={styles.value}>{order.address ? formatAddress(order.address) : null}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt className={styles.term}>{pix ? "Pagamento" : pickup ? "Pagamento na retirada" : "Pagamento na entrega"}</dt>
        <dd className={styles.value}>
          {paymentMethodLabel(order.paymentMethod)}
          {order.changeFor !== null ? ` (troco para ${formatBRL(order.changeFor)})` : null}
          {/* Live: staff's confirmation reaches the shopper's page through the inbox. */}
          {pix ? (
            <span aria-live="polite">
              {" — "}
              <strong>{isPixReceived(order) ? "Pix recebido" : "Pagamento a confirmar"}</strong>
            </span>
          ) : null}
        </dd>
      </div>
      <div className={styles.row}>
        <dt className={styles.term}>Produtos</dt>
        <dd className={styles.value}>
          <ul className={styles.products}>
            {order.cart.map((line, index) => (
              // Stored orders may repeat a description; their position is their identity here.
              <li key={index} className={styles.product}>
                <span>{orderLineLabel(line)}</span>
                <span>{formatBRL(lineTotal(line))}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {order.delivery && !pickup ? (
        <div className={styles.row}>
          <dt className={styles.term}>Taxa de entrega</dt>
          <dd className={styles.value}>
            {formatBRL(order.delivery.fee)} (previsão: {formatDeliveryTime(order.delivery)})
          </dd>
        </div>
      ) : null}
      {order.note ? (
        <div className={styles.row}>
          <dt className={styles.term}>Observações</dt>
          <dd className={`${styles.value} ${styles.note}`}>{order.note}</dd>
        </div>
      ) : null}
      <div className={styles.row}>
        <dt className={styles.term}>Total</dt>
        <dd className={styles.value}>{formatBRL(orderTotal(order))}</dd>
      </div>
    </dl>
  );
}
