import { Link } from "@remix-run/react";

import { useHydrated } from "~/lib/platform";
import { button } from "~/styles/shared.css";

import * as styles from "./AccountControl.css";
import { authConfig } from "./auth-config";
import type { AuthState } from "./session";
import { startAuth } from "./start-auth.client";
import { useGoogleSignIn } from "./useGoogleSignIn";

export function AccountControl({ auth }: { auth: AuthState }) {
  const { signIn, error, dialog } = useGoogleSignIn(auth.status === "signed-in");
  const hydrated = useHydrated();

  if (authConfig.mode === "disabled") return null;

  if (auth.status === "signed-in") {
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
        <Link to="/pedidos#cartao-fidelidade" className={styles.link}>
          Cartão fidelidade
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
      <button type="button" className={button.secondary} disabled={!hydrated} onClick={signIn}>
        Entrar
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {dialog}
    </div>
  );
}
