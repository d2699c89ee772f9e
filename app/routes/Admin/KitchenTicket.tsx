import { createPortal } from "react-dom";

import { cartTotal } from "~/lib/cart";
import { drinkName, formatBRL, lineChoicesLabel } from "~/lib/catalogue";
import {
  cpfText,
  ERASED_ADDRESS_TEXT,
  formatAddress,
  formatOrderTime,
  isPickup,
  isPixReceived,
  orderNumberText,
  orderTotal,
  paymentMethodLabel,
  type ShopOrder,
  tableText,
} from "~/lib/orders";
import { useMinuteClock } from "~/lib/platform";
import { phoneText, scheduledText } from "~/lib/shop";
import type { TicketPaper } from "~/lib/staff";

import * as styles from "./KitchenTicket.css";

/** At the end of <body>, so the print stylesheet can hide all of the page beside it. */
export function KitchenTicket({ order, paper = "80" }: { order: ShopOrder; paper?: TicketPaper }) {
  const payment = paymentMethodLabel(order.paymentMethod);
  const table = tableText(order);
  const pickup = isPickup(order) || (!order.address && !order.erased);
  const now = useMinuteClock();
  return createPortal(
    <section className={styles.ticketOn[paper]} aria-label={`Comanda do pedido nº ${orderNumberText(order)}`}>
      <h2 className={styles.title}>Pedido nº {orderNumberText(order)}</h2>
      {table ? <p className={styles.total}>{table}</p> : pickup ? <p className={styles.total}>RETIRADA</p> : null}
      {order.callName ? <p className={styles.total}>Chamar: {order.callName}</p> : null}
      {order.scheduledFor !== null ? <p className={styles.total}>{scheduledText(order.scheduledFor, now)}</p> : null}
      <p className={styles.row}>{formatOrderTime(order.createdAt ?? order.id)}</p>
      <hr className={styles.rule} />
      <ul className={styles.lines}>
        {order.cart.map((line, index) => (
          <li key={index}>
            {line.quantity}x {drinkName(line.description)}
            {/* Each drink's choices on a line of their own, for the barista. */}
            {lineChoicesLabel(line) ? <span className={styles.choices}>{lineChoicesLabel(line)}</span> : null}
          </li>
        ))}
      </ul>
      {order.note ? (
        <>
          <hr className={styles.rule} />
          <p className={styles.note}>Obs.: {order.note}</p>
        </>
      ) : null}
      <hr className={styles.rule} />
      <p className={styles.row}>
        {table
          ? `Servir na ${table}`
          : pickup
            ? "Retirada na loja"
            : `Entrega: ${order.address ? formatAddress(order.address) : ERASED_ADDRESS_TEXT}`}
      </p>
      <p className={styles.row}>
        Pagamento: {payment}
        {order.paymentMethod === "pix"
          ? isPixReceived(order)
            ? " (recebido)"
            : " (a confirmar)"
          : table
            ? ""
            : pickup
              ? " na retirada"
              : " na entrega"}
      </p>
      {order.phone && !pickup ? <p className={styles.row}>Celular: {phoneText(order.phone)}</p> : null}
      {order.cpf ? <p className={styles.row}>CPF na nota: {cpfText(order.cpf)}</p> : null}
      {order.changeFor !== null ? <p className={styles.row}>Troco para {formatBRL(order.changeFor)}</p> : null}
      <hr className={styles.rule} />
      <p className={styles.row}>Produtos: {formatBRL(cartTotal(order.cart))}</p>
      {order.coupon ? (
        <p className={styles.row}>
          Cupom {order.coupon.code}: −{formatBRL(order.coupon.amount)}
        </p>
      ) : null}
      {order.delivery && !pickup ? (
        <p className={styles.row}>Taxa de entrega: {formatBRL(order.delivery.fee)}</p>
      ) : null}
      <p className={styles.total}>Total: {formatBRL(orderTotal(order))}</p>
    </section>,
    document.body,
  );
}
