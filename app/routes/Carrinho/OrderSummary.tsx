import type { ReactNode } from "react";

import { type CartItem, cartLineKey, orderFullMessage } from "~/lib/cart";
import { formatBRL, fromCents, toCents } from "~/lib/catalogue";
import type { CheckoutFieldErrors, CheckoutState } from "~/lib/checkout";
import { REWARD_LABEL } from "~/lib/orders";
import { useActionFetcher } from "~/lib/platform";
import { formatDeliveryTime, freeDeliveryText, pickupDelivery, pickupReadyText } from "~/lib/shop";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./Carrinho.css";
import { CartLine } from "./CartLine";
import { CouponField, CouponLine, type useCoupon } from "./CouponField";

interface OrderSummaryProps {
  cart: CartItem[];
  total: number;
  state: CheckoutState;
  /** "Café grátis (fidelidade)": what the stamp card's reward takes off, in reais (0: none). */
  reward: number;
  rewardChoice: ReactNode;
  coupon: ReturnType<typeof useCoupon>;
  errors: CheckoutFieldErrors;
  submitting: boolean;
}

export function OrderSummary(props: OrderSummaryProps) {
  const { cart, total, state, coupon, reward, rewardChoice, errors, submitting } = props;
  const { fetcher: clearFetcher, error: clearError } = useActionFetcher("cart-clear");
  const { pickup, atTable, delivery, soldOut, blocked, missing, room, ready, grandTotal, scheduleText } = state;
  // As orderDiscount takes them off: never more than the products.
  const discount = Math.min(toCents(coupon.applied?.amount ?? 0) + toCents(reward), toCents(total));
  const describedBy =
    [
      blocked ? "confirm-blocked" : "",
      !blocked && missing ? "confirm-missing" : "",
      delivery.kind === "not-served" ? "not-served" : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <aside className={styles.summary} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.summaryTitle}>
        Resumo do pedido
      </h2>
      <ul className={styles.lines}>
        {cart.map((line) => (
          <CartLine
            key={cartLineKey(line)}
            line={line}
            soldOut={soldOut.includes(line.description)}
            max={line.quantity + room}
          />
        ))}
      </ul>
      {/* Beside the lines it empties, away from "Confirmar pedido". */}
      <clearFetcher.Form method="post" action="/Carrinho">
        <button type="submit" name="intent" value="clear" className={button.ghost}>
          Limpar carrinho
        </button>
      </clearFetcher.Form>
      {room <= 0 ? <p className={alert.info}>{orderFullMessage(room)}</p> : null}
      <CouponField coupon={coupon} />
      {rewardChoice}
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>Subtotal</dt>
          <dd>{formatBRL(total)}</dd>
        </div>
        {delivery.kind === "served" ? (
          <div className={styles.totalRow}>
            <dt>Entrega</dt>
            <dd>{formatBRL(delivery.fee)}</dd>
          </div>
        ) : null}
        {pickup ? (
          <div className={styles.totalRow}>
            <dt>{atTable ?? "Retirada na loja"}</dt>
            <dd>{formatBRL(pickupDelivery.fee)}</dd>
          </div>
        ) : null}
        <CouponLine coupon={coupon} />
        {reward > 0 ? (
          <div className={styles.totalRow}>
            <dt>{REWARD_LABEL}</dt>
            <dd>−{formatBRL(reward)}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd>{formatBRL(fromCents(toCents(grandTotal) - discount))}</dd>
        </div>
      </dl>
      {scheduleText ? <p className={styles.estimate}>{scheduleText}</p> : null}
      {delivery.kind === "served" && !scheduleText ? (
        <p className={styles.estimate}>Previsão: {formatDeliveryTime(delivery)}</p>
      ) : null}
      {pickup && !atTable && !scheduleText ? (
        <p className={styles.estimate}>{pickupReadyText(pickupDelivery)}</p>
      ) : null}
      {delivery.kind === "served" && delivery.freeDeliveryMissing !== null ? (
        <p className={alert.info}>{freeDeliveryText(delivery.freeDeliveryMissing)}</p>
      ) : null}
      {delivery.kind === "not-served" ? (
        <p role="alert" id="not-served" className={alert.error}>
          {delivery.message}
        </p>
      ) : null}
      {errors.cart || errors.form || clearError ? (
        <p role="alert" className={alert.error}>
          {errors.cart ?? errors.form ?? clearError}
        </p>
      ) : null}
      <button
        type="submit"
        form="checkout"
        className={`${button.primary} ${styles.confirm}`}
        disabled={!ready || blocked !== null || submitting}
        aria-describedby={describedBy}
      >
        {submitting ? "Enviando pedido…" : "Confirmar pedido"}
      </button>
      {blocked ? (
        <p id="confirm-blocked" className={alert.info}>
          {blocked}
        </p>
      ) : missing ? (
        <p id="confirm-missing" className={styles.estimate}>
          {missing}
        </p>
      ) : null}
    </aside>
  );
}
