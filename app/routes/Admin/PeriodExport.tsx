import { type FormEvent, useId } from "react";

import { usePeriodExport } from "~/lib/staff";
import { alert, button, textInput } from "~/styles/shared.css";

import * as styles from "./DayClose.css";

/** The Dono's: every order of a period, for the shop's fiscal program, as one file. */
export function PeriodExport({ save }: { save: (csv: string, fileName: string) => void }) {
  const titleId = useId();
  const { state, exportPeriod } = usePeriodExport(save);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void exportPeriod(String(form.get("de") ?? ""), String(form.get("ate") ?? ""));
  };
  return (
    <form className={styles.periodForm} aria-labelledby={titleId} onSubmit={submit}>
      <h3 id={titleId} className={styles.subtitle}>
        Exportar um período para o emissor
      </h3>
      <div className={styles.actions}>
        <label className={styles.field}>
          De
          <input type="date" name="de" className={textInput} />
        </label>
        <label className={styles.field}>
          Até
          <input type="date" name="ate" className={textInput} />
        </label>
      </div>
      <button type="submit" className={button.secondary} disabled={state.status === "reading"}>
        Exportar período
      </button>
      <p role="status" className={styles.hint}>
        {state.status === "reading" ? "Lendo os pedidos do período…" : state.status === "done" ? state.text : ""}
      </p>
      {state.status === "failed" ? (
        <p role="alert" className={alert.error}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
