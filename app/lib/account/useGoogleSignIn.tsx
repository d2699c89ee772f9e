import { type ReactNode, Suspense, useCallback, useState } from "react";

import { lazyComponent } from "~/lib/platform";

import { authConfig } from "./auth-config";
import { SIGN_IN_FAILED } from "./sign-in-failed";
import { startAuth } from "./start-auth.client";

const EmulatorSignInDialog = lazyComponent(() => import("./EmulatorSignInDialog").then((module) => module.default), {
  announce: true,
  failed: <p role="alert">Não foi possível abrir a entrada: tente de novo quando a conexão voltar.</p>,
});

/** `dialog` is the emulator's account dialog, to render beside the button. */
export function useGoogleSignIn(signedIn: boolean): { signIn: () => void; error: string | null; dialog: ReactNode } {
  const [error, setError] = useState<string | null>(null);
  const [emulatorDialogOpen, setEmulatorDialogOpen] = useState(false);
  const closeEmulatorDialog = useCallback(() => setEmulatorDialogOpen(false), []);

  // The page may switch to the user before the dialog closes itself: it would open again at sign-out.
  if (signedIn && emulatorDialogOpen) setEmulatorDialogOpen(false);

  const failed = (reason: unknown) => {
    console.error("Sign-in failed:", reason);
    void startAuth().then(
      (actions) => setError(actions.failureMessage(reason)),
      () => setError(SIGN_IN_FAILED),
    );
  };

  const signIn = () => {
    setError(null);
    if (authConfig.mode === "emulator") {
      setEmulatorDialogOpen(true);
      void startAuth().catch(failed);
      return;
    }
    void startAuth()
      .then((actions) => actions.signInWithGoogle())
      .catch(failed);
  };

  const dialog = emulatorDialogOpen ? (
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
  ) : null;

  return { signIn, error, dialog };
}
