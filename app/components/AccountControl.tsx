import { Link } from "@remix-run/react";
import { lazy, Suspense, useCallback, useState } from "react";

import { useHydrated } from "~/hooks/useHydrated";
import { authConfig } from "~/lib/auth/config";
import { firebaseErrorCode, loginErrorMessage } from "~/lib/auth/login-errors";
import type { AuthState } from "~/lib/auth/session";
import { startAuth } from "~/lib/auth/start.client";
import { button } from "~/styles/shared.css";

import * as styles from "./AccountControl.css";

const EmulatorSignInDialog = lazy(() => import("./EmulatorSignInDialog"));

/** The header's sign-in slot: "Entrar" when signed out, the shopper's name and "Sair" when signed in. */
export function AccountControl({ auth }: { auth: AuthState }) {
  const [error, setError] = useState<string | null>(null);
  const [emulatorDialogOpen, setEmulatorDialogOpen] = useState(false);
  const closeEmulatorDialog = useCallback(() => setEmulatorDialogOpen(false), []);
  const hydrated = useHydrated();

  if (authConfig.mode === "disabled") return null;

  const failed = (reason: unknown) => {
    console.error("Sign-in failed:", reason);
    setError(loginErrorMessage(firebaseErrorCode(reason)));
  };

  if (auth.status === "signed-in") {
    // The header can switch to the user before the dialog's own close runs: the dialog then
    // leaves unclosed, and without this it would open again at the next sign-out.
    if (emulatorDialogOpen) setEmulatorDialogOpen(false);
    const { user } = auth;
    return (
      <div className={styles.account}>
        {user.photo ? (
          <img
            className={styles.photo}
            src={user.photo}
            alt={`Foto de ${user.name}`}
            width={32}
            height={32}
            referrerPolicy="no-referrer"
          />
        ) : null}
        <span className={styles.name}>{user.name}</span>
        <Link to="/pedidos" className={styles.link}>
          Meus pedidos
        </Link>
        <button
          type="button"
          className={button.secondary}
          onClick={() => {
            if (!window.confirm("Deseja realmente sair da sua conta?")) return;
            void startAuth()
              .then((actions) => actions.signOut())
              .catch((reason) => console.error("Sign-out failed:", reason));
          }}
        >
          Sair
        </button>
      </div>
    );
  }

  return (
    <div className={styles.account}>
      <button
        type="button"
        className={button.secondary}
        disabled={!hydrated}
        onClick={() => {
          setError(null);
          if (authConfig.mode === "emulator") {
            setEmulatorDialogOpen(true);
            void startAuth().catch(failed);
            return;
          }
          void startAuth()
            .then((actions) => actions.signInWithGoogle())
            .catch(failed);
        }}
      >
        Entrar
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {emulatorDialogOpen ? (
        <Suspense fallback={null}>
          <EmulatorSignInDialog
            onClose={closeEmulatorDialog}
            onSubmit={(name, email) =>
              startAuth()
                .then((actions) => actions.signInAsEmulatorUser(name, email))
                .catch((reason) => {
                  failed(reason);
                  throw reason;
                })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
