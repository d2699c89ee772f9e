import { useCallback, useState } from "react";

import * as styles from "~/components/OrderCard.css";
import {
  actionNote,
  applyActions,
  blockCustomerQuestion,
  customerOpenOrders,
  DEFAULT_READY_MINUTES,
  LIVE_WINDOW_MS,
  mergeShopOrders,
  placeActions,
  type ShopOrder,
  type StaffAction,
} from "~/lib/inbox";
import { isPickup, isPixReceived } from "~/lib/orders";
import { OrderDetails, OrderHeading } from "~/lib/orders/ui";
import { mayHaveMore, useActionFetcher } from "~/lib/platform";
import { usePrintTicket, useShopOrders, useStaffAlerts } from "~/lib/staff";
import { alert, button } from "~/styles/shared.css";

import { KitchenTicket } from "./KitchenTicket";
import { OrderStatusControl } from "./OrderStatusControl";
import { NewOrderAnnouncements, StaffAlertControls } from "./StaffAlerts";

/** The orders before the live list's (useShopOrders), a page at a time, asked for by staff. */
type Older =
  | { status: "idle"; orders: ShopOrder[]; done: boolean }
  | { status: "loading"; orders: ShopOrder[] }
  | { status: "failed"; orders: ShopOrder[] };

function useOlderShopOrders(): [Older, (before: number) => void] {
  const [older, setOlder] = useState<Older>({ status: "idle", orders: [], done: false });
  const loadMore = useCallback((before: number) => {
    setOlder((current) => ({ status: "loading", orders: current.orders }));
    void import("~/lib/inbox/client")
      .then(async ({ openInbox }) => (await openInbox()).staffOrders.olderShopOrders(before))
      .then(
        (page) =>
          setOlder((current) => ({
            status: "idle",
            orders: [...current.orders, ...page],
            done: !mayHaveMore(page.length),
          })),
        (error: unknown) => {
          console.error("Older orders cannot be shown:", error);
          setOlder((current) => ({ status: "failed", orders: current.orders }));
        },
      );
  }, []);
  return [older, loadMore];
}

function StaffActionNote({ action, online }: { action: StaffAction; online: boolean }) {
  const { fetcher } = useActionFetcher(`dismiss-${action.id}`);
  const text = `${action.label}: ${actionNote(action, online)}`;
  if (action.state === "pending") {
    return (
      <p role="status" className={alert.info}>
        {text}
      </p>
    );
  }
  return (
    <div role="alert" className={alert.error}>
      <p>{text}</p>
      <fetcher.Form method="post">
        <input type="hidden" name="id" value={action.id} />
        <button type="submit" name="intent" value="staff-dismiss" className={button.secondary}>
          Dispensar aviso
        </button>
      </fetcher.Form>
    </div>
  );
}

function StaffActionNotes({ actions, online }: { actions: readonly StaffAction[]; online: boolean }) {
  return actions.map((action) => <StaffActionNote key={action.id} action={action} online={online} />);
}

function ShopOrderCard({
  order,
  customerOpenDocIds,
  actions,
  online,
  onPrint,
  defaultReadyMinutes,
}: {
  order: ShopOrder;
  /** "Pronto em"'s first choice. */
  defaultReadyMinutes: number;
  /** "Bloquear cliente" deletes these. */
  customerOpenDocIds: readonly string[];
  actions: readonly StaffAction[];
  online: boolean;
  onPrint: () => void;
}) {
  const { fetcher: statusFetcher, error: statusError } = useActionFetcher(`status-${order.docId}`);
  const { fetcher: deleteFetcher, error: deleteError } = useActionFetcher(`delete-${order.docId}`);
  const { fetcher: pixFetcher, error: pixError } = useActionFetcher(`pix-${order.docId}`);
  const { fetcher: blockFetcher, error: blockError } = useActionFetcher(`block-${order.docId}`);
  const titleId = `shop-order-${order.docId}`;
  const error = statusError ?? deleteError ?? pixError ?? blockError;
  // A static Pix code has no callback: staff confirm by hand once their bank shows the payment.
  const awaitingPix =
    order.paymentMethod === "pix" &&
    !isPixReceived(order) &&
    !actions.some((action) => action.kind === "pix-received" && action.state === "pending");
  return (
    <article className={styles.order} aria-labelledby={titleId}>
      <OrderHeading titleId={titleId} id={order.id} time={order.createdAt ?? order.id}>
        {isPickup(order) ? <span className={styles.status}>Retirada</span> : null}
        <OrderStatusControl order={order} fetcher={statusFetcher} defaultReadyMinutes={defaultReadyMinutes} />
      </OrderHeading>
      <OrderDetails order={order} />
      <StaffActionNotes actions={actions} online={online} />
      {error ? (
        <p role="alert" className={alert.error}>
          {error}
        </p>
      ) : null}
      {awaitingPix ? (
        <pixFetcher.Form method="post">
          <input type="hidden" name="docId" value={order.docId} />
          <input type="hidden" name="number" value={order.id} />
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
      <button type="button" className={button.secondary} aria-describedby={titleId} onClick={onPrint}>
        Imprimir pedido
      </button>
      <deleteFetcher.Form method="post">
        <input type="hidden" name="docId" value={order.docId} />
        <input type="hidden" name="number" value={order.id} />
        <input type="hidden" name="customerUid" value={order.customerUid} />
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
      {order.customerUid ? (
        <blockFetcher.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(blockCustomerQuestion(customerOpenDocIds.length))) event.preventDefault();
          }}
        >
          <input type="hidden" name="customerUid" value={order.customerUid} />
          <input type="hidden" name="number" value={order.id} />
          <input type="hidden" name="openDocIds" value={customerOpenDocIds.join(" ")} />
          <button
            type="submit"
            name="intent"
            value="shop-block"
            className={button.secondary}
            aria-describedby={titleId}
            disabled={blockFetcher.state !== "idle"}
          >
            Bloquear cliente
          </button>
        </blockFetcher.Form>
      ) : null}
    </article>
  );
}

export function ShopInbox({
  actions,
  online,
  defaultReadyMinutes = DEFAULT_READY_MINUTES,
}: {
  actions: readonly StaffAction[];
  online: boolean;
  defaultReadyMinutes?: number;
}) {
  const inbox = useShopOrders();
  const [older, loadOlder] = useOlderShopOrders();
  const [ticket, printTicket] = usePrintTicket<ShopOrder>();
  const alerts = useStaffAlerts(inbox.status === "ready" ? inbox : null);
  if (inbox.status === "loading") return <p aria-busy="true">Carregando os pedidos da loja…</p>;
  if (inbox.status === "failed") {
    return (
      <p role="alert" className={alert.error}>
        Não foi possível carregar os pedidos da loja. Verifique a conexão e recarregue a página.
      </p>
    );
  }
  const orders = applyActions(mergeShopOrders(inbox.orders, older.orders), actions);
  const { onCards, apart } = placeActions(actions, new Set(orders.map((order) => order.docId)));
  // The live list reaches 24 hours back (further only for orders in progress): pages go on from there.
  const oldestLoaded = older.orders.at(-1)?.createdAt;
  const exhausted = older.status === "idle" && older.done;
  return (
    <>
      <StaffAlertControls alerts={alerts} />
      <p>Os pedidos em andamento e os das últimas 24 horas, ao vivo: os novos aparecem aqui sozinhos.</p>
      <NewOrderAnnouncements alerts={alerts} />
      <StaffActionNotes actions={apart} online={online} />
      {orders.length === 0 ? (
        <p>Nenhum pedido recebido ainda.</p>
      ) : (
        <ol className={styles.list}>
          {orders.map((order) => (
            <li key={order.docId}>
              <ShopOrderCard
                order={order}
                customerOpenDocIds={customerOpenOrders(orders, order.customerUid)}
                actions={onCards.get(order.docId) ?? []}
                online={online}
                onPrint={() => printTicket(order)}
                defaultReadyMinutes={defaultReadyMinutes}
              />
            </li>
          ))}
        </ol>
      )}
      {ticket ? <KitchenTicket order={ticket} /> : null}
      {older.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível carregar os pedidos anteriores. Verifique a conexão e tente de novo.
        </p>
      ) : null}
      {exhausted ? (
        <p>Não há pedidos anteriores.</p>
      ) : (
        <button
          type="button"
          className={button.secondary}
          aria-busy={older.status === "loading"}
          disabled={older.status === "loading"}
          onClick={() => loadOlder(oldestLoaded ?? Date.now() - LIVE_WINDOW_MS)}
        >
          Carregar pedidos anteriores
        </button>
      )}
    </>
  );
}
