import { useEffect, useRef } from "react";

import { importWhenReachable } from "~/lib/platform";
import { alert } from "~/styles/shared.css";

import { orderNumberText } from "./day-number";
import { NotifyWhenReady } from "./NotifyWhenReady";
import { READY_FOR_PICKUP_MESSAGE } from "./order-progress";
import { PREPARING, READY_FOR_PICKUP } from "./order-statuses";
import { readyAtText } from "./ready-time";

const CLOSE_AFTER_MS = 2000;

/** Rings once when the order becomes ready while the page is open; a notification only if already allowed. */
function useReadyAlert(ready: boolean, id: number, number: string) {
  const wasReady = useRef(ready);
  useEffect(() => {
    const arrived = ready && !wasReady.current;
    wasReady.current = ready;
    if (!arrived) return;
    importWhenReachable(() => import("~/lib/platform/alerts.client")).then(
      ({ createBeeper, showNotification }) => {
        showNotification({ title: READY_FOR_PICKUP_MESSAGE, body: `Pedido nº ${number}`, tag: `pronto-${id}` });
        const beeper = createBeeper();
        if (!beeper) return;
        if (!beeper.beep())
          void beeper.resume().then(
            () => beeper.beep(),
            () => {},
          );
        setTimeout(() => beeper.close(), CLOSE_AFTER_MS);
      },
      (error: unknown) => console.warn("The ready alert cannot sound:", error),
    );
  }, [ready, id, number]);
}

/** "Pronto às 08:12" while the shop prepares it; "Seu pedido está pronto para retirada" once it is. */
export function OrderProgressNotes({
  order,
}: {
  order: {
    id: number;
    dayNumber?: number | null | undefined;
    mode?: string | undefined;
    status: string;
    preparingAt?: number | null;
    readyInMinutes?: number | null;
  };
}) {
  const readyAt = readyAtText(order);
  const ready = order.status === READY_FOR_PICKUP;
  useReadyAlert(ready, order.id, orderNumberText(order));
  const awaited = order.mode === "pickup" && (order.status === "Pendente" || order.status === PREPARING);
  return (
    <>
      {awaited ? <NotifyWhenReady /> : null}
      <div aria-live="polite">{readyAt ? <p>{readyAt}</p> : null}</div>
      <div role="status">{ready ? <p className={alert.success}>{READY_FOR_PICKUP_MESSAGE}</p> : null}</div>
    </>
  );
}
