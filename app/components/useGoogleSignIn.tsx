import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";

import { authConfig, firebaseErrorCode, loginErrorMessage } from "~/lib/account";
import { startAuth } from "~/lib/account/start-auth.client";

const EmulatorSignInDialog = lazy(() => import("~/components/EmulatorSignInDialog"));

/**
 * Google sign-in from a button: Google's popup, or the emulator's account dialog (`dialog`, to be
 * rendered beside the button). `error` is the pt-BR message of the last failure.
 */
export function useGoogleSignIn(signedIn: boolean): { signIn: () => void; error: string | null; dialog: ReactNode } {
  const [error, setError] = useState<string | null>(null);
  const [emulatorDialogOpen, setEmulatorDialogOpen] = useState(false);
  const closeEmulatorDialog = useCallback(() => setEmulatorDialogOpen(false), []);

  // The page can switch to the user before the dialog's own close runs: the dialog then leaves
  // unclosed, and without this it would open again at the next sign-out.
  if (signedIn && emulatorDialogOpen) setEmulatorDialogOpen(false);

  const failed = (reason: unknown) => {
    console.error("Sign-in failed:", reason);
    setError(loginErrorMessage(firebaseErrorCode(reason)));
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
