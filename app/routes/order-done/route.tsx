import { type ClientActionFunctionArgs, Link, type MetaFunction, useLoaderData } from "@remix-run/react";

import { PixPayment } from "~/lib/checkout/ui";
import {
  formatOrderTime,
  isJustConfirmed,
  latestOrder,
  type Order,
  orderDoneWords,
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
import { appUpdate, importWhenReachable, useMinuteClock } from "~/lib/platform";
import { rateOrder } from "~/lib/ratings";
import { OrderRating } from "~/lib/ratings/ui";
import { shop } from "~/lib/shop";
import { alert, button, page, pageTitle } from "~/styles/shared.css";

import * as styles from "./order-done.css";

export const meta: MetaFunction = () => [
  { title: `Pedido confirmado — ${shop.name}` },
  { name: "description", content: "Seu pedido e a situação dele na cafeteria." },
  { name: "robots", content: "noindex" },
];

export async function clientLoader() {
  const order = latestOrder((await readOrders()).orders) ?? null;
  return { order, justConfirmed: order !== null && isJustConfirmed(order.id) };
}

/** "Enviar avaliação" once the order is delivered. */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  return rateOrder(await request.formData());
}

function reloadWithNewVersion() {
  if (appUpdate.apply()) return;
  // Pressed before this page registered the worker, so nothing offered the update yet.
  void importWhenReachable(() => import("~/lib/platform/service-worker.client")).then(({ loadNewVersion }) =>
    loadNewVersion(),
  );
}

function ShopReceipt({ order, justConfirmed }: { order: Order; justConfirmed: boolean }) {
  switch (order.inbox) {
    case "sent":
      return justConfirmed ? (
        <p role="alert" className={alert.success}>
          Pedido enviado à Cafeteria!
        </p>
      ) : null;
    case "pending":
      return order.inboxError ? (
        <p role="alert" className={alert.info}>
          {order.inboxError}{" "}
          <button type="button" className={button.secondary} onClick={reloadWithNewVersion}>
            Recarregar a página
          </button>
        </p>
      ) : (
        <p role="status" className={alert.info}>
          Seu pedido está salvo neste aparelho e vai para a cafeteria assim que houver conexão.
        </p>
      );
    case "rejected":
      return (
        <p role="alert" className={alert.error}>
          {order.inboxError}
        </p>
      );
    case "removed":
      return (
        <p role="alert" className={alert.error}>
          A cafeteria excluiu este pedido: ele não será preparado nem cobrado. Se você já pagou ou tem alguma dúvida,
          fale com a cafeteria.
        </p>
      );
    default:
      // A build without the shop's inbox: the order is on this device only.
      return <p className={alert.info}>Seu pedido está salvo neste aparelho.</p>;
  }
}

export default function OrderDone() {
  const { order, justConfirmed } = useLoaderData<typeof clientLoader>();
  const now = useMinuteClock();
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
      <article className={styles.card} aria-label={`Pedido nº ${order.id}`}>
        <p>
          Pedido nº {order.id}, feito em {formatOrderTime(order.id)}
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
        {removed ? null : <WhatsAppOrderLink order={order} shopHasIt={order.inbox === "sent"} />}
        <ReorderButton cart={order.cart} />
        <Link to="/" className={button.secondary}>
          Voltar para a loja
        </Link>
      </div>
    </section>
  );
}
