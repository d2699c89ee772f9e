import { type ClientActionFunctionArgs, Link, type MetaFunction, useLoaderData } from "@remix-run/react";

import { REPEAT_WEEK_INTENT, repeatWeekOfForm } from "~/lib/checkout";
import { PixPayment, RepeatWeekForm } from "~/lib/checkout/ui";
import { inboxConfig } from "~/lib/firestore";
import { menuOnDevice } from "~/lib/menu";
import {
  formatOrderTime,
  isJustConfirmed,
  latestOrder,
  orderDoneWords,
  orderNumberText,
  readOrders,
  REMOVED_STATUS_TEXT,
} from "~/lib/orders";
import {
  CancelOrderButton,
  OrderDetails,
  OrderProgressNotes,
  ReorderButton,
  useFollowOrderStatus,
  WhatsAppOrderLink,
} from "~/lib/orders/ui";
import { useMinuteClock } from "~/lib/platform";
import { rateOrder } from "~/lib/ratings";
import { OrderRating } from "~/lib/ratings/ui";
import { defaultShopSettings, shop, shopDetailsOf } from "~/lib/shop";
import { SAVE_USUAL_INTENT, saveUsualOrder } from "~/lib/usual";
import { SaveUsualForm } from "~/lib/usual/ui";
import { useShopSettings } from "~/root-data";
import { button, page, pageTitle } from "~/styles/shared.css";

import * as styles from "./order-done.css";
import { ShopReceipt } from "./ShopReceipt";

export const meta: MetaFunction = () => [
  { title: `Pedido confirmado — ${shop.name}` },
  { name: "description", content: "Seu pedido e a situação dele na cafeteria." },
  { name: "robots", content: "noindex" },
];

/** With the menu this device keeps: a drink or an option the Dono renamed is read by its new name. */
export async function clientLoader() {
  const [{ orders }] = await Promise.all([readOrders(), menuOnDevice()]);
  const order = latestOrder(orders) ?? null;
  return { order, orders, justConfirmed: order !== null && isJustConfirmed(order.id) };
}

/** "Enviar avaliação" once the order is delivered; "Salvar como meu de sempre"; "Repetir na semana". */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === REPEAT_WEEK_INTENT)
    return repeatWeekOfForm(form, { toShop: inboxConfig.mode !== "disabled", pixOffered: shop.pixKey !== null });
  return intent === SAVE_USUAL_INTENT ? saveUsualOrder(form) : rateOrder(form);
}

export default function OrderDone() {
  const { order, orders, justConfirmed } = useLoaderData<typeof clientLoader>();
  const now = useMinuteClock();
  const settings = useShopSettings();
  const details = shopDetailsOf(settings);
  useFollowOrderStatus(order ? [order] : []);
  if (!order) {
    return (
      <section className={page} aria-labelledby="done-title">
        <h1 id="done-title" className={pageTitle}>
          Nenhum pedido por aqui ainda
        </h1>
        <p>Quando você confirmar um pedido, ele aparece nesta página.</p>
        <Link to="/" className={button.primary}>
          Escolher um café
        </Link>
      </section>
    );
  }
  const docId = order.inbox === "sent" ? (order.checkoutId ?? null) : null;
  const removed = order.inbox === "removed";
  const words = orderDoneWords(order, now);
  return (
    <section className={page} aria-labelledby="done-title">
      <ShopReceipt order={order} justConfirmed={justConfirmed} />
      <h1 id="done-title" className={styles.title}>
        {words.title}
      </h1>
      {words.lead ? <p className={styles.lead}>{words.lead}</p> : null}
      {removed ? null : <PixPayment order={order} />}
      <article className={styles.card} aria-label={`Pedido nº ${orderNumberText(order)}`} data-order-id={order.id}>
        <p>
          Pedido nº {orderNumberText(order)}, feito em {formatOrderTime(order.id)}
        </p>
        <p aria-live="polite">
          Situação: <strong>{removed ? REMOVED_STATUS_TEXT : order.status}</strong>
        </p>
        {removed ? null : <OrderProgressNotes order={order} />}
        <CancelOrderButton docId={docId} status={order.status} />
        <OrderDetails order={order} />
        <OrderRating docId={docId} orderNumber={order.id} status={order.status} />
      </article>
      <div className={styles.actions}>
        {removed ? null : <WhatsAppOrderLink order={order} shop={details} shopHasIt={order.inbox === "sent"} />}
        <ReorderButton cart={order.cart} />
        <Link to="/" className={button.secondary}>
          Voltar para a loja
        </Link>
      </div>
      <RepeatWeekForm order={order} orders={orders} settings={settings ?? defaultShopSettings} />
      <SaveUsualForm order={order} />
    </section>
  );
}
