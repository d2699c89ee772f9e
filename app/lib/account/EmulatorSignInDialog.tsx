import { useEffect, useId, useRef, useState } from "react";

import { FormField } from "~/components/FormField";
import { button } from "~/styles/shared.css";

import * as styles from "./AccountControl.css";

interface EmulatorSignInDialogProps {
  /** The dialog stays open when this rejects. */
  onSubmit: (name: string, email: string) => Promise<void>;
  onClose: () => void;
}

/** Stands in for Google's popup, whose scripts cannot load offline against the Auth emulator. */
export default function EmulatorSignInDialog({ onSubmit, onClose }: EmulatorSignInDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [onClose]);
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId}>
      <form
        method="dialog"
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          const dialog = form.closest("dialog");
          setBusy(true);
          onSubmit(String(data.get("nome") ?? "").trim(), String(data.get("email") ?? "").trim())
            .then(() => {
              form.reset();
              dialog?.close();
            })
            .catch(() => {})
            .finally(() => setBusy(false));
        }}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          Entrar com Google (emulador)
        </h2>
        <p className={styles.dialogHint}>Ambiente de testes: a conta é criada no emulador do Firebase.</p>
        <FormField label="Nome" name="nome" autoComplete="name" required />
        <FormField label="E-mail" name="email" type="email" autoComplete="email" required />
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={button.ghost}
            onClick={(event) => event.currentTarget.closest("dialog")?.close()}
          >
            Cancelar
          </button>
          <button type="submit" className={button.primary} disabled={busy}>
            Continuar
          </button>
        </div>
      </form>
    </dialog>
  );
}
