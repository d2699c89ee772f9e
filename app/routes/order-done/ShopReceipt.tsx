import type { Order } from "~/lib/orders";
import { appUpdate, importWhenReachable, useOnline } from "~/lib/platform";
import { alert, button } from "~/styles/shared.css";

function reloadWithNewVersion() {
  if (appUpdate.apply()) return;
  // Pressed before this page registered the worker, so nothing offered the update yet.
  void importWhenReachable(() => import("~/lib/platform/service-worker.client")).then(({ loadNewVersion }) =>
    loadNewVersion(),
  );
}

/** What the shop knows of the order, as this device last heard it. */
export function ShopReceipt({ order, justConfirmed }: { order: Order; justConfirmed: boolean }) {
  const online = useOnline();
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
          {online
            ? "Enviando seu pedido à cafeteria… Ele está salvo neste aparelho."
            : "Seu pedido está salvo neste aparelho e vai para a cafeteria assim que houver conexão."}
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
