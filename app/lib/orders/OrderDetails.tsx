import { lineTotal } from "~/lib/cart";
import { formatBRL, orderLineLabel } from "~/lib/catalogue";
import { useMinuteClock } from "~/lib/platform";
import { phoneText, pickupReadyText, scheduledText } from "~/lib/shop";

import { cpfText } from "./cpf";
import { ERASED_ADDRESS_TEXT } from "./erase-order-details";
import { REWARD_LABEL } from "./order-facts";
import type { Order } from "./order-schema";
import { arrivalWindowText, isOrderActive } from "./order-words";
import * as styles from "./OrderDetails.css";
import {
  formatAddress,
  isPickup,
  isPixReceived,
  orderTotal,
  paymentMethodLabel,
  shopAddressText,
  tableText,
} from "./orders";
import { readyAtText } from "./ready-time";

/** Its own component, so only a scheduled order keeps a clock for "hoje" and "amanhã". */
function ScheduledFor({ at }: { at: number }) {
  const now = useMinuteClock();
  return (
    <div className={styles.row}>
      <dt className={styles.term}>Quando</dt>
      <dd className={styles.value}>
        <strong>{scheduledText(at, now)}</strong>
      </dd>
    </div>
  );
}

export function OrderDetails({
  order,
  kitchenFirst = false,
}: {
  /** Staff's card: what to make and the shopper's note first. */
  kitchenFirst?: boolean;
  order: Pick<
    Order,
    | "id"
    | "status"
    | "address"
    | "paymentMethod"
    | "changeFor"
    | "cart"
    | "delivery"
    | "note"
    | "coupon"
    | "reward"
    | "callName"
    | "phone"
    | "cpf"
    | "erased"
  > & {
    payment?: unknown;
    inbox?: Order["inbox"];
    mode?: string | undefined;
    /** The shop's copy has null, the device's none, for "Agora". */
    scheduledFor?: number | null | undefined;
    table?: { number: number; code?: string } | null | undefined;
    preparingAt?: number | null | undefined;
    readyInMinutes?: number | null | undefined;
  };
}) {
  const pix = order.paymentMethod === "pix";
  const table = tableText(order);
  // Orders from before `mode` without an address were pickups; an erased delivery keeps its mode.
  const pickup = isPickup(order) || (!order.address && !order.erased);
  // A slot or staff's ready time replaces the estimate, and an order done with promises nothing.
  const estimate = order.scheduledFor || !isOrderActive(order) || readyAtText(order) !== null ? null : order.delivery;
  const arrival = arrivalWindowText({ ...order, scheduledFor: order.scheduledFor ?? undefined, table: undefined });
  const products = (
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
  );
  const note = order.note ? (
    <div className={styles.row}>
      <dt className={styles.term}>Observações</dt>
      <dd className={`${styles.value} ${styles.note}`}>{order.note}</dd>
    </div>
  ) : null;
  return (
    <dl className={styles.details}>
      {kitchenFirst ? (
        <>
          {products}
          {note}
        </>
      ) : null}
      {order.scheduledFor ? <ScheduledFor at={order.scheduledFor} /> : null}
      {table ? (
        <div className={styles.row}>
          <dt className={styles.term}>Na mesa</dt>
          <dd className={styles.value}>{table}</dd>
        </div>
      ) : pickup ? (
        <div className={styles.row}>
          <dt className={styles.term}>Retirada</dt>
          <dd className={styles.value}>
            Na loja: {shopAddressText()}
            {estimate ? ` (${pickupReadyText(estimate).toLowerCase()})` : null}
          </dd>
        </div>
      ) : (
        <div className={styles.row}>
          <dt className={styles.term}>Entrega em</dt>
          <dd className={styles.value}>
            {order.address ? formatAddress(order.address) : order.erased ? ERASED_ADDRESS_TEXT : null}
          </dd>
        </div>
      )}
      {order.callName ? (
        <div className={styles.row}>
          <dt className={styles.term}>Chamar por</dt>
          <dd className={styles.value}>{order.callName}</dd>
        </div>
      ) : null}
      {order.phone ? (
        <div className={styles.row}>
          <dt className={styles.term}>Celular (WhatsApp)</dt>
          <dd className={styles.value}>{phoneText(order.phone)}</dd>
        </div>
      ) : null}
      {order.cpf ? (
        <div className={styles.row}>
          <dt className={styles.term}>CPF na nota</dt>
          <dd className={styles.value}>{cpfText(order.cpf)}</dd>
        </div>
      ) : null}
      {arrival ? (
        <div className={styles.row}>
          <dt className={styles.term}>Chegada prevista</dt>
          <dd className={styles.value}>{arrival}</dd>
        </div>
      ) : null}
      <div className={styles.row}>
        <dt className={styles.term}>
          {pix || table ? "Pagamento" : pickup ? "Pagamento na retirada" : "Pagamento na entrega"}
        </dt>
        <dd className={styles.value}>
          {paymentMethodLabel(order.paymentMethod)}
          {order.changeFor !== null ? ` (troco para ${formatBRL(order.changeFor)})` : null}
          {/* Live: staff's confirmation reaches the shopper's page through the inbox. */}
          {pix ? (
            <span aria-live="polite">
              {" — "}
              <strong>
                {isPixReceived(order)
                  ? "Pix recebido"
                  : order.inbox === "removed"
                    ? "Não cobrado"
                    : "Pagamento a confirmar"}
              </strong>
            </span>
          ) : null}
        </dd>
      </div>
      {kitchenFirst ? null : products}
      {order.delivery && !pickup ? (
        <div className={styles.row}>
          <dt className={styles.term}>Taxa de entrega</dt>
          <dd className={styles.value}>{formatBRL(order.delivery.fee)}</dd>
        </div>
      ) : null}
      {order.coupon ? (
        <div className={styles.row}>
          <dt className={styles.term}>Cupom {order.coupon.code}</dt>
          <dd className={styles.value}>−{formatBRL(order.coupon.amount)}</dd>
        </div>
      ) : null}
      {order.reward ? (
        <div className={styles.row}>
          <dt className={styles.term}>{REWARD_LABEL}</dt>
          <dd className={styles.value}>−{formatBRL(order.reward.amount)}</dd>
        </div>
      ) : null}
      {kitchenFirst ? null : note}
      <div className={styles.row}>
        <dt className={styles.term}>Total</dt>
        <dd className={styles.value}>{formatBRL(orderTotal(order))}</dd>
      </div>
    </dl>
  );
}
