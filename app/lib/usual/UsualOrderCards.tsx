import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";

import { cartTotal } from "~/lib/cart";
import { formatBRL, orderLineLabel } from "~/lib/catalogue";
import { leftOutText, paymentMethodLabel, reorderCart } from "~/lib/orders";
import { ReorderButton } from "~/lib/orders/ui";
import { type FormResult, subscribeToStorage } from "~/lib/platform";
import type { ShopSettings } from "~/lib/shop";
import { alert, button, container } from "~/styles/shared.css";

import { FORGET_USUAL_INTENT, type SavedUsual } from "./save-usual";
import { type UsualOrder, usualReceiveText } from "./usual-orders";
import { readUsualOrders } from "./usual-orders-storage";
import * as styles from "./UsualOrderCards.css";

/** Through the cart page's action, as "Pedir meu de sempre"; asked first, as a deletion is. */
function ForgetUsualButton({ name, describedBy }: { name: string; describedBy: string }) {
  const fetcher = useFetcher<FormResult<SavedUsual>>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form
      method="post"
      action="/Carrinho"
      onSubmit={(event) => {
        if (!window.confirm(`Remover “${name}” dos seus pedidos salvos?`)) event.preventDefault();
      }}
    >
      <input type="hidden" name="nome" value={name} />
      <button
        type="submit"
        name="intent"
        value={FORGET_USUAL_INTENT}
        className={button.secondary}
        aria-describedby={describedBy}
        disabled={fetcher.state !== "idle"}
      >
        Remover
      </button>
      {result && !result.ok ? (
        <p role="alert" className={alert.error}>
          {result.message}
        </p>
      ) : result?.ok && result.data.inAccount === false ? (
        <p role="alert" className={alert.error}>
          Removido deste aparelho; sua conta não pôde ser atualizada agora e ele pode voltar.
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** Priced from today's menu: what is sold out or gone is said before the cart, never dropped silently. */
function UsualOrderCard({ usual, settings, index }: { usual: UsualOrder; settings: ShopSettings; index: number }) {
  const titleId = `usual-order-${index}`;
  const { cart, leftOut } = reorderCart([], usual.lines, settings);
  const receive = usualReceiveText(usual.draft);
  const payment = usual.draft.pagamento ? paymentMethodLabel(usual.draft.pagamento) : null;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.name}>
        {usual.name}
      </h3>
      <ul className={styles.lines}>
        {usual.lines.map((line, position) => (
          <li key={position}>{orderLineLabel(line)}</li>
        ))}
      </ul>
      {receive || payment ? <p className={styles.meta}>{[receive, payment].filter(Boolean).join(" · ")}</p> : null}
      {cart.length > 0 ? <p className={styles.price}>Hoje: {formatBRL(cartTotal(cart))}</p> : null}
      {leftOut.length > 0 ? <p className={alert.info}>{leftOutText(leftOut)}</p> : null}
      {cart.length > 0 ? (
        <ReorderButton cart={usual.lines} draft={usual.draft} label="Pedir meu de sempre" describedBy={titleId} />
      ) : null}
      <ForgetUsualButton name={usual.name} describedBy={titleId} />
    </article>
  );
}

/** This device's, which holds the Google account's once Firebase ran for it: the home page never starts Firebase. */
function useUsualOrders(): UsualOrder[] {
  const [device, setDevice] = useState<UsualOrder[]>([]);
  useEffect(() => {
    const read = () =>
      readUsualOrders().then(setDevice, (error: unknown) => console.warn("Meu de sempre could not be read:", error));
    void read();
    // A save, a removal or the account's list, here or in another tab.
    return subscribeToStorage((key) => {
      if (key === null || key === "usualOrders") void read();
    });
  }, []);
  return device;
}

/** The home page's first thing for a regular: their saved orders. */
export function UsualOrderCards({ settings }: { settings: ShopSettings }) {
  const usuals = useUsualOrders();
  if (usuals.length === 0) return null;
  return (
    <section className={`${container} ${styles.region}`} aria-labelledby="usual-orders-title">
      <h2 id="usual-orders-title" className={styles.title}>
        Meu de sempre
      </h2>
      <div className={styles.cards}>
        {usuals.map((usual, index) => (
          <UsualOrderCard key={`${usual.name}-${usual.savedAt}`} usual={usual} settings={settings} index={index} />
        ))}
      </div>
    </section>
  );
}
