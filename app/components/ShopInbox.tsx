import { useEffect, useState } from "react";

import { useActionFetcher } from "~/hooks/useActionFetcher";
import type { ShopOrder } from "~/lib/inbox/documents";
import { orderStatuses } from "~/lib/inbox/documents";
import { formatOrderTime, isPixReceived, orderDate } from "~/lib/orders";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./OrderCard.css";
import { OrderDetails } from "./OrderDetails";

/** Every order of the shop, live from the inbox: the staff's view of /Admin. */
type Inbox = { status: "loading" } | { status: "ready"; orders: ShopOrder[] } | { status: "failed" };

function useShopOrders(): Inbox {
  const [inbox, setInbox] = useState<Inbox>({ status: "loading" });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import("~/lib/inbox/client").then(({ watchShopOrders }) => {
      if (cancelled) return;
      stop = watchShopOrders(
        (orders) => setInbox({ status: "ready", orders }),
        (error) => {
          console.error("The shop's orders cannot be shown:", error);
          setInbox({ status: "failed" });
        },
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return inbox;
}

function ShopOrderCard({ order }: { order: ShopOrder }) {
  const { fetcher: statusFetcher, error: statusError } = useActionFetcher(`status-${order.id}`);
  const { fetcher: deleteFetcher, error: deleteError } = useActionFetcher(`delete-${order.id}`);
  const { fetcher: pixFetcher, error: pixError } = useActionFetcher(`pix-${order.id}`);
  const titleId = `shop-order-${order.id}`;
  const statusId = `shop-order-status-${order.id}`;
  const shownStatus = String(statusFetcher.formData?.get("status") ?? order.status);
  const error = statusError ?? deleteError ?? pixError;
  // A static Pix code has no callback: staff confirm by hand once their bank shows the payment.
  const awaitingPix = order.paymentMethod === "pix" && !isPixReceived(order);
  const time = order.createdAt ?? order.id;
  const date = orderDate(time);
  return (
    <article className={styles.order} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.orderTitle}>
          Pedido nº {order.id}
        </h2>
        <div className={styles.statusControl}>
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            className={styles.select}
            value={shownStatus}
            onChange={(event) =>
              statusFetcher.submit(
                { intent: "status", id: String(order.id), status: event.currentTarget.value },
                { method: "post" },
              )
            }
          >
            {/* A status of another version stays shown until staff choose one of these. */}
            {(orderStatuses as readonly string[]).includes(shownStatus) ? null : (
              <option value={shownStatus}>{shownStatus}</option>
            )}
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
      </div>
      {date ? (
        <time className={styles.time} dateTime={date.toISOString()}>
          {formatOrderTime(time)}
        </time>
      ) : null}
      <OrderDetails order={order} />
      {error ? (
        <p role="alert" className={alert.error}>
          {error}
        </p>
      ) : null}
      {awaitingPix ? (
        <pixFetcher.Form method="post">
          <input type="hidden" name="id" value={order.id} />
          <button
            type="submit"
            name="intent"
            value="pix-received"
            className={button.primary}
            aria-describedby={titleId}
            disabled={pixFetcher.state !== "idle"}
          >
            Confirmar pagamento Pix
          </button>
        </pixFetcher.Form>
      ) : null}
      <deleteFetcher.Form method="post">
        <input type="hidden" name="id" value={order.id} />
        <button
          type="submit"
          name="intent"
          value="shop-delete"
          className={button.secondary}
          aria-describedby={titleId}
          disabled={deleteFetcher.state !== "idle"}
        >
          Excluir pedido
        </button>
      </deleteFetcher.Form>
    </article>
  );
}

export function ShopInbox() {
  const inbox = useShopOrders();
  if (inbox.status === "loading") return <p aria-busy="true">Carregando os pedidos da loja…</p>;
  if (inbox.status === "failed") {
    return (
      <p role="alert" className={alert.error}>
        Não foi possível carregar os pedidos da loja. Verifique a conexão e recarregue a página.
      </p>
    );
  }
  return (
    <>
      <p>Todos os pedidos da loja, ao vivo: os novos aparecem aqui sozinhos.</p>
      {inbox.orders.length === 0 ? (
        <p>Nenhum pedido recebido ainda.</p>
      ) : (
        <ol className={styles.list}>
          {inbox.orders.map((order) => (
            <li key={order.id}>
              <ShopOrderCard order={order} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
