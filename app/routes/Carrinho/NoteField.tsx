import { useState } from "react";

import { noteCounter, ORDER_NOTE_MAX } from "~/lib/orders";
import * as form from "~/styles/form.css";

/** The order's optional note for the shop ("sem açúcar", "portão azul"), with a character counter. */
export function NoteField({ error, initial = "" }: { error?: string | undefined; initial?: string | undefined }) {
  const [note, setNote] = useState(initial);
  const describedBy = ["note-hint", "note-counter", error ? "note-error" : ""].filter(Boolean).join(" ");
  return (
    <div className={form.fieldset}>
      <label htmlFor="note" className={form.legend}>
        Observações
      </label>
      <p id="note-hint" className={form.hint}>
        Opcional: um pedido à cozinha ou como chegar, por exemplo &quot;sem açúcar&quot; ou &quot;portão azul&quot;.
      </p>
      <div className={`${form.field} ${form.wide}`}>
        <textarea
          id="note"
          name="observacoes"
          rows={3}
          maxLength={ORDER_NOTE_MAX}
          className={form.input}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id="note-counter" className={form.hint}>
          {noteCounter(note)} caracteres
        </p>
        {error ? (
          <p id="note-error" className={form.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
