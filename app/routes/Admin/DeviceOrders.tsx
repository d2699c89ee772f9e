import { Form } from "@remix-run/react";

import * as styles from "~/components/OrderCard.css";
import { PixPayment } from "~/lib/checkout/ui";
import { type listNewestFirst, MORE_ORDERS_PARAM } from "~/lib/orders";
import { OrderDetails, OrderHeading, WhatsAppOrderLink } from "~/lib/orders/ui";
import { shopDetailsOf } from "~/lib/shop";
import { useShopSettings } from "~/root-data";
import { alert, button } from "~/styles/shared.css";

function unreadableNotice(count: number): string {
  return count === 1
    ? "1 pedido salvo não pôde ser lido. Ele continua guardado neste navegador."
    : `${count} pedidos salvos não puderam ser lidos. Eles continuam guardados neste navegador.`;
}

export function DeviceOrders({
  read,
  orders,
  more,
  unreadable,
}: {
  /** False in the prerendered HTML: nobody's storage is read there. */
  read: boolean;
  orders: ReturnType<typeof listNewestFirst>;
  more: number | null;
  unreadable: number;
}) {
  const details = shopDetailsOf(useShopSettings());
  return (
    <>
      <p>Estes são os pedidos feitos neste aparelho.</p>
      {unreadable > 0 ? <p className={alert.info}>{unreadableNotice(unreadable)}</p> : null}
      {!read ? (
        <p aria-busy="true">Carregando os pedidos deste aparelho…</p>
      ) : orders.length === 0 ? (
        <p>Nenhum pedido recebido ainda.</p>
      ) : (
        <ol className={styles.list}>
          {orders.map(({ order, occurrence }) => {
            const titleId = `order-${order.id}-${occurrence}`;
            return (
              <li key={`${order.id}-${occurrence}`}>
                <article className={styles.order} aria-labelledby={titleId} data-order-id={order.id}>
                  <OrderHeading titleId={titleId} order={order} time={order.id}>
                    <span className={styles.status}>{order.status}</span>
                  </OrderHeading>
                  <OrderDetails order={order} />
                  <PixPayment order={order} headingLevel={3} />
                  <Form method="post" className={styles.actions}>
                    <WhatsAppOrderLink order={order} shop={details} />
                    <input type="hidden" name="id" value={order.id} />
                    <input type="hidden" name="occurrence" value={occurrence} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className={button.secondary}
                      aria-describedby={titleId}
                    >
                      Excluir pedido
                    </button>
                  </Form>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      {more !== null ? (
        <Form method="get" preventScrollReset>
          <button type="submit" name={MORE_ORDERS_PARAM} value={more} className={button.secondary}>
            Carregar pedidos anteriores
          </button>
        </Form>
      ) : null}
    </>
  );
}
