import { type ClientActionFunctionArgs, type MetaFunction, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";

import * as styles from "~/components/OrderCard.css";
import { signedInUser } from "~/lib/account";
import { RepeatedWeekNote } from "~/lib/checkout/ui";
import { inboxConfig } from "~/lib/firestore";
import { menuOnDevice } from "~/lib/menu";
import { mergeMyOrders, type MyOrder, readOrders, REMOVED_STATUS_TEXT } from "~/lib/orders";
import {
  CancelOrderButton,
  OrderDetails,
  OrderHeading,
  OrderProgressNotes,
  ReorderButton,
  useFollowOrderStatus,
  useMyShopOrders,
} from "~/lib/orders/ui";
import { firstPages, PAGE_SIZE } from "~/lib/platform";
import { ERASE_MY_DATA_INTENT, eraseMyDataWhenAsked } from "~/lib/privacy";
import { EraseMyData } from "~/lib/privacy/ui";
import { rateOrder } from "~/lib/ratings";
import { OrderRating } from "~/lib/ratings/ui";
import { defaultShopSettings, shop } from "~/lib/shop";
import { StampCardSection } from "~/lib/stamps/ui";
import { SAVE_USUAL_INTENT, saveUsualOrder } from "~/lib/usual";
import { SaveUsualForm, usePullAccountUsualOrders } from "~/lib/usual/ui";
import { type RootData, useShopSettings } from "~/root-data";
import { alert, button, page, pageTitle } from "~/styles/shared.css";

export const meta: MetaFunction = () => [
  { title: `Meus pedidos — ${shop.name}` },
  { name: "description", content: "Seus pedidos na cafeteria e a situação de cada um." },
  { name: "robots", content: "noindex" },
];

/** With the menu this device keeps: a drink or an option the Dono renamed is read by its new name. */
export async function clientLoader() {
  const [{ orders }] = await Promise.all([readOrders(), menuOnDevice()]);
  return { device: orders };
}

/** "Enviar avaliação" of an order in the list; "Salvar como meu de sempre"; "Excluir meus dados". */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === ERASE_MY_DATA_INTENT) return eraseMyDataWhenAsked();
  return intent === SAVE_USUAL_INTENT ? saveUsualOrder(form) : rateOrder(form);
}

function MyOrderCard({ item }: { item: MyOrder }) {
  const { order } = item;
  const titleId = `my-order-${item.key}`;
  const removed = item.local?.inbox === "removed";
  return (
    <article className={styles.order} aria-labelledby={titleId} data-order-id={order.id}>
      <OrderHeading titleId={titleId} order={order} time={order.id}>
        <span className={styles.status} aria-live="polite">
          {removed ? REMOVED_STATUS_TEXT : order.status}
        </span>
      </OrderHeading>
      {removed ? null : <OrderProgressNotes order={order} />}
      <OrderDetails order={order} />
      <div className={styles.actions}>
        <ReorderButton cart={order.cart} describedBy={titleId} />
        <CancelOrderButton docId={item.docId} status={order.status} describedBy={titleId} />
      </div>
      <OrderRating docId={item.docId} orderNumber={order.id} status={order.status} level="h3" />
      <SaveUsualForm order={order} />
    </article>
  );
}

export default function MyOrders() {
  const { device } = useLoaderData<typeof clientLoader>();
  const auth = useRouteLoaderData<RootData>("root")?.auth;
  const user = auth ? signedInUser(auth) : null;
  const loyalty = (useShopSettings() ?? defaultShopSettings).loyalty;
  const atShop = useMyShopOrders(inboxConfig.mode === "disabled" ? null : (user?.uid ?? null));
  usePullAccountUsualOrders(inboxConfig.mode === "disabled" ? null : user);
  const [shown, setShown] = useState(PAGE_SIZE);
  const { items: orders, more } = firstPages(
    mergeMyOrders(device, atShop.status === "ready" ? atShop.orders : []),
    shown,
  );
  // Also for a shopper who is not signed in: the device's orders follow the shop's status.
  useFollowOrderStatus(orders.flatMap((item) => (item.local ? [item.local] : [])));
  return (
    <section className={page} aria-labelledby="my-orders-title">
      <h1 id="my-orders-title" className={pageTitle}>
        Meus pedidos
      </h1>
      <RepeatedWeekNote />
      {user ? (
        <p>Os pedidos da sua conta, de qualquer aparelho, e os feitos neste aparelho.</p>
      ) : auth?.status === "signed-out" ? (
        <p>Estes são os pedidos feitos neste aparelho. Entre com sua conta Google para vê-los em qualquer aparelho.</p>
      ) : null}
      {user && inboxConfig.mode !== "disabled" ? <StampCardSection user={user} loyalty={loyalty} /> : null}
      {atShop.status === "loading" ? <p aria-busy="true">Carregando os pedidos da sua conta…</p> : null}
      {atShop.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível carregar os pedidos da sua conta agora. Estes são os deste aparelho.
        </p>
      ) : null}
      {orders.length === 0 && atShop.status !== "loading" ? (
        <p>Você ainda não fez nenhum pedido.</p>
      ) : (
        <ol className={styles.list}>
          {orders.map((item) => (
            <li key={item.key}>
              <MyOrderCard item={item} />
            </li>
          ))}
        </ol>
      )}
      {more !== null ? (
        <button type="button" className={button.secondary} onClick={() => setShown(more)}>
          Mostrar pedidos anteriores
        </button>
      ) : null}
      <EraseMyData />
    </section>
  );
}
