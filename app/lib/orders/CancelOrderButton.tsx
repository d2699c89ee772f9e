import { useState } from "react";

import { toInboxError } from "~/lib/firestore";
import { alert, button } from "~/styles/shared.css";

import { CANCEL_QUESTION, type CancelRefusal, cancelRefusalText } from "./order-progress";
import { shopperCancel } from "./order-statuses";
import { outboxModule } from "./outbox-module";
import { shopperOrdersPart } from "./parts";

type CancelState =
  { step: "idle" } | { step: "cancelling" } | { step: "cancelled" } | { step: "failed"; message: string };

async function cancelAtShop(docId: string): Promise<CancelRefusal | null> {
  try {
    const outcome = await (await shopperOrdersPart.open()).cancelOrder(docId);
    if (!outcome.cancelled) return { status: outcome.status };
    outboxModule()
      .then(({ markCancelled }) => markCancelled(docId))
      .catch((error: unknown) =>
        console.warn(`Order ${docId} is cancelled; this device hears it from the shop:`, error),
      );
    return null;
  } catch (error) {
    console.error(`Order ${docId} could not be cancelled:`, error);
    return { failed: toInboxError(error).kind };
  }
}

/** `docId`: the order's document at the shop, null until it reached it. Cancelled only once the server says so. */
export function CancelOrderButton({
  docId,
  status,
  describedBy,
}: {
  docId: string | null;
  status: string;
  describedBy?: string;
}) {
  const [state, setState] = useState<CancelState>({ step: "idle" });
  const cancel = () => {
    if (!docId || !window.confirm(CANCEL_QUESTION)) return;
    if (!navigator.onLine) {
      setState({ step: "failed", message: cancelRefusalText({ failed: "unavailable" }, false) });
      return;
    }
    setState({ step: "cancelling" });
    void cancelAtShop(docId).then((refusal) =>
      setState(
        refusal ? { step: "failed", message: cancelRefusalText(refusal, navigator.onLine) } : { step: "cancelled" },
      ),
    );
  };
  const offered = docId !== null && status === shopperCancel.from && state.step !== "cancelled";
  return (
    <>
      {offered ? (
        <button
          type="button"
          className={button.secondary}
          aria-describedby={describedBy}
          disabled={state.step === "cancelling"}
          onClick={cancel}
        >
          Cancelar pedido
        </button>
      ) : null}
      {offered || state.step === "cancelling" ? (
        <p role="status">{state.step === "cancelling" ? "Cancelando…" : null}</p>
      ) : null}
      {state.step === "failed" ? (
        <p role="alert" className={alert.error}>
          {state.message}
        </p>
      ) : null}
    </>
  );
}
