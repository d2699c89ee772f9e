import { FormAlert } from "~/components/FormAlert";
import * as styles from "~/components/OrderCard.css";
import {
  actionNote,
  blockCustomerQuestion,
  deleteOrderQuestion,
  isPickup,
  isPixReceived,
  orderActLines,
  type OrderActs,
  orderNumberText,
  readyAtText,
  type ShopOrder,
  type StaffAction,
  tableText,
} from "~/lib/orders";
import { OrderDetails, OrderHeading } from "~/lib/orders/ui";
import { useActionFetcher } from "~/lib/platform";
import { earnsStampsWhenPlaced } from "~/lib/stamps";
import { alert, button } from "~/styles/shared.css";

import { OrderStatusControl } from "./OrderStatusControl";
import { ReadyNoticeLink } from "./ReadyNoticeLink";
import * as inboxStyles from "./ShopInbox.css";
import { useIsOwner } from "./staff-role";
import { StampCorrection } from "./StampCorrection";

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

export function StaffActionNotes({ actions, online }: { actions: readonly StaffAction[]; online: boolean }) {
  return actions.map((action) => <StaffActionNote key={action.id} action={action} online={online} />);
}

export function ShopOrderCard({
  order,
  customerOpenDocIds,
  actions,
  acts,
  online,
  onPrint,
  defaultReadyMinutes,
}: {
  order: ShopOrder;
  /** Who changed it last, as the rules recorded. */
  acts: OrderActs | undefined;
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
  const number = orderNumberText(order);
  const owner = useIsOwner();
  const error = statusError ?? deleteError ?? pixError ?? blockError;
  // A static Pix code has no callback: staff confirm by hand once their bank shows the payment.
  const awaitingPix =
    order.paymentMethod === "pix" &&
    !isPixReceived(order) &&
    !actions.some((action) => action.kind === "pix-received" && action.state === "pending");
  return (
    <article className={styles.order} aria-labelledby={titleId} data-order-id={order.id}>
      <OrderHeading titleId={titleId} order={order} time={order.createdAt ?? order.id}>
        {tableText(order) ? (
          <span className={styles.status}>{tableText(order)}</span>
        ) : isPickup(order) ? (
          <span className={styles.status}>Retirada</span>
        ) : null}
        {readyAtText(order) ? <span className={styles.status}>{readyAtText(order)}</span> : null}
        <OrderStatusControl order={order} fetcher={statusFetcher} defaultReadyMinutes={defaultReadyMinutes} />
      </OrderHeading>
      <OrderDetails order={order} kitchenFirst />
      {orderActLines(order.status, acts).map((line) => (
        <p key={line} className={inboxStyles.actLine}>
          {line}
        </p>
      ))}
      <StaffActionNotes actions={actions} online={online} />
      <FormAlert message={error} />
      <div className={styles.actions}>
        {awaitingPix ? (
          <pixFetcher.Form method="post">
            <input type="hidden" name="docId" value={order.docId} />
            <input type="hidden" name="number" value={number} />
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
        <ReadyNoticeLink order={order} describedBy={titleId} />
        <button type="button" className={button.secondary} aria-describedby={titleId} onClick={onPrint}>
          Imprimir pedido
        </button>
        <deleteFetcher.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(deleteOrderQuestion(number))) event.preventDefault();
          }}
        >
          <input type="hidden" name="docId" value={order.docId} />
          <input type="hidden" name="number" value={number} />
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
        {owner && order.customerUid && earnsStampsWhenPlaced(order.signedIn) ? (
          <StampCorrection docId={order.docId} customerUid={order.customerUid} describedBy={titleId} />
        ) : null}
        {order.customerUid ? (
          <blockFetcher.Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(blockCustomerQuestion(customerOpenDocIds.length))) event.preventDefault();
            }}
          >
            <input type="hidden" name="customerUid" value={order.customerUid} />
            <input type="hidden" name="number" value={number} />
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
      </div>
    </article>
  );
}
