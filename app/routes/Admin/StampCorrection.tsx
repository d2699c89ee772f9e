import { useState } from "react";

import { inboxClientModule } from "~/lib/firestore";
import { alert, button } from "~/styles/shared.css";

type State = { status: "idle" } | { status: "saving" } | { status: "saved"; text: string } | { status: "failed" };

/** "+1 selo" / "−1 selo" on the customer's card; a transaction, so it shows done only once the server has it. */
export function StampCorrection({
  docId,
  customerUid,
  describedBy,
}: {
  docId: string;
  customerUid: string;
  describedBy: string;
}) {
  const [state, setState] = useState<State>({ status: "idle" });
  const correct = (delta: 1 | -1) => {
    setState({ status: "saving" });
    inboxClientModule()
      .then(({ openInbox }) => openInbox())
      .then((inbox) => inbox.stampCards.correctStamps({ docId, customerUid }, delta))
      .then(
        () => setState({ status: "saved", text: delta > 0 ? "1 selo adicionado." : "1 selo retirado." }),
        (error: unknown) => {
          console.error("The stamp correction failed:", error);
          setState({ status: "failed" });
        },
      );
  };
  const saving = state.status === "saving";
  return (
    <div role="group" aria-label="Cartão fidelidade do cliente">
      <button
        type="button"
        className={button.secondary}
        aria-describedby={describedBy}
        disabled={saving}
        onClick={() => correct(1)}
      >
        +1 selo
      </button>
      <button
        type="button"
        className={button.secondary}
        aria-describedby={describedBy}
        disabled={saving}
        onClick={() => correct(-1)}
      >
        −1 selo
      </button>
      <span aria-live="polite">{saving ? "Salvando…" : state.status === "saved" ? state.text : ""}</span>
      {state.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível ajustar os selos. Verifique a conexão e tente de novo.
        </p>
      ) : null}
    </div>
  );
}
