import { useId } from "react";

import type { useTicketPaper } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { alert } from "~/styles/shared.css";

import * as styles from "./StaffAlerts.css";

/** The roll this device's printer takes: the ticket is laid out for its width. */
export function TicketPaperControl({ paper, remembered, choose }: ReturnType<typeof useTicketPaper>) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.state}>
        Papel da comanda
      </label>
      <select
        id={id}
        className={form.input}
        value={paper}
        onChange={(event) => choose(event.currentTarget.value === "58" ? "58" : "80")}
      >
        <option value="80">80 mm</option>
        <option value="58">58 mm</option>
      </select>
      {remembered ? null : (
        <p role="alert" className={alert.error}>
          Este navegador não guardou a escolha: ela vale até a página ser recarregada.
        </p>
      )}
    </div>
  );
}
