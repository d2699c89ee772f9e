import { useCallback, useState } from "react";

import * as styles from "~/components/OrderCard.css";
import {
  applyActions,
  customerOpenOrders,
  DEFAULT_READY_MINUTES,
  LIVE_WINDOW_MS,
  mergeShopOrders,
  placeActions,
  type ShopOrder,
  type StaffAction,
} from "~/lib/orders";
import { mayHaveMore } from "~/lib/platform";
import {
  splitScheduled,
  staffOrdersPart,
  useActivationClock,
  useCancelAlerts,
  useOrderActs,
  usePrintTicket,
  useShopOrders,
  useStaffAlerts,
  useTicketPaper,
} from "~/lib/staff";
import { alert, button } from "~/styles/shared.css";

import { KitchenTicket } from "./KitchenTicket";
import { OrderBoard } from "./OrderBoard";
import * as inboxStyles from "./ShopInbox.css";
import { ShopOrderCard, StaffActionNotes } from "./ShopOrderCard";
import { CancelAlerts, NewOrderAnnouncements, StaffAlertControls } from "./StaffAlerts";
import { TicketPaperControl } from "./TicketPaperControl";

/** The orders before the live list's (useShopOrders), a page at a time, asked for by staff. */
type Older =
  | { status: "idle"; orders: ShopOrder[]; done: boolean }
  | { status: "loading"; orders: ShopOrder[] }
  | { status: "failed"; orders: ShopOrder[] };

function useOlderShopOrders(): [Older, (before: number) => void] {
  const [older, setOlder] = useState<Older>({ status: "idle", orders: [], done: false });
  const loadMore = useCallback((before: number) => {
    setOlder((current) => ({ status: "loading", orders: current.orders }));
    void staffOrdersPart
      .open()
      .then((staffOrders) => staffOrders.olderShopOrders(before))
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

const NO_ORDERS: ShopOrder[] = [];

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
  const acts = useOrderActs();
  const [older, loadOlder] = useOlderShopOrders();
  const [ticket, printTicket] = usePrintTicket<ShopOrder>();
  const now = useActivationClock(inbox.status === "ready" ? inbox.orders : NO_ORDERS);
  const alerts = useStaffAlerts(inbox.status === "ready" ? inbox : null, now);
  const cancels = useCancelAlerts(inbox, actions);
  const paper = useTicketPaper();
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
  const { scheduled, active } = splitScheduled(orders, now);
  const cards = (shown: readonly ShopOrder[]) => (
    <ol className={styles.list}>
      {shown.map((order) => (
        <li key={order.docId}>
          <ShopOrderCard
            order={order}
            customerOpenDocIds={customerOpenOrders(orders, order.customerUid)}
            actions={onCards.get(order.docId) ?? []}
            acts={acts.get(order.docId)}
            online={online}
            onPrint={() => printTicket(order)}
            defaultReadyMinutes={defaultReadyMinutes}
          />
        </li>
      ))}
    </ol>
  );
  // The live list reaches 24 hours back (further only for orders in progress): pages go on from there.
  const oldestLoaded = older.orders.at(-1)?.createdAt;
  const exhausted = older.status === "idle" && older.done;
  return (
    <>
      <StaffAlertControls alerts={alerts}>
        <TicketPaperControl {...paper} />
      </StaffAlertControls>
      <p>Os pedidos em andamento e os das últimas 24 horas, ao vivo: os novos aparecem aqui sozinhos.</p>
      <NewOrderAnnouncements alerts={alerts} />
      <CancelAlerts cancelled={cancels.cancelled} seen={cancels.seen} />
      <StaffActionNotes actions={apart} online={online} />
      {active.length > 0 ? (
        <OrderBoard orders={active} list={cards} />
      ) : (
        <p>{scheduled.length > 0 ? "Nenhum pedido para agora, só agendados." : "Nenhum pedido recebido ainda."}</p>
      )}
      {scheduled.length > 0 ? (
        <section className={inboxStyles.scheduledGroup} aria-labelledby="agendados-title">
          <h2 id="agendados-title" className={inboxStyles.scheduledTitle}>
            Agendados
          </h2>
          <p className={inboxStyles.scheduledHint}>
            Cada um entra nos pedidos em andamento, com o alerta, 30 minutos antes do horário marcado.
          </p>
          {cards(scheduled)}
        </section>
      ) : null}
      {ticket ? <KitchenTicket order={ticket} paper={paper.paper} /> : null}
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
