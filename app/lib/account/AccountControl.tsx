import { Suspense } from "react";

import { lazyComponent, useHydrated } from "~/lib/platform";
import { button } from "~/styles/shared.css";

import * as styles from "./AccountControl.css";
import { authConfig } from "./auth-config";
import type { AuthState } from "./session";
import { useGoogleSignIn } from "./useGoogleSignIn";

// Never in the prerendered first paint, whose sign-in state is unknown: its code waits until someone is signed in.
const AccountMenu = lazyComponent(() => import("./AccountMenu").then((module) => module.AccountMenu));

export function AccountControl({ auth }: { auth: AuthState }) {
  const { signIn, error, dialog } = useGoogleSignIn(auth.status === "signed-in");
  const hydrated = useHydrated();

  if (authConfig.mode === "disabled") return null;

  if (auth.status === "signed-in") {
    return (
      <Suspense fallback={null}>
        <AccountMenu user={auth.user} />
      </Suspense>
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
