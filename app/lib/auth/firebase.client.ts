/**
 * Everything that imports Firebase lives here, behind one dynamic import, so Firebase is never
 * part of the first page load.
 */
import { type FirebaseApp, initializeApp } from "firebase/app";
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
} from "firebase/auth";

import { adoptAnonymousFavorites } from "../favorites";
import type { AuthConfig } from "./select-config";
import { setAuthState } from "./session";
import { emulatorSubject, toAppUser } from "./user";

export interface AuthActions {
  /** The page's one Firebase app and Auth, for the order inbox (inbox/client.ts). */
  readonly app: FirebaseApp;
  readonly auth: Auth;
  /** Google's popup; only with a real Firebase project. */
  signInWithGoogle(): Promise<void>;
  /** The emulator's stand-in for the popup: an unsigned Google token it accepts. */
  signInAsEmulatorUser(name: string, email: string): Promise<void>;
  signOut(): Promise<void>;
}

export function connectAuth(config: Exclude<AuthConfig, { mode: "disabled" }>): AuthActions {
  const app = initializeApp(config.options);
  // No popup resolver at start: it would load Google's scripts before anyone asks to sign in.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.mode === "emulator") connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  // Chained so that two quick changes are announced in the order Firebase made them.
  let announced = Promise.resolve();
  onAuthStateChanged(auth, (firebaseUser) => {
    // The anonymous account the order inbox makes for a shopper is not a sign-in they made.
    const user = firebaseUser && !firebaseUser.isAnonymous ? toAppUser(firebaseUser) : null;
    announced = announced.then(async () => {
      if (user) {
        try {
          await adoptAnonymousFavorites(user);
        } catch (error) {
          console.error("Could not keep the favourites made before signing in:", error);
        }
      }
      setAuthState(user ? { status: "signed-in", user } : { status: "signed-out" });
    });
  });

  return {
    app,
    auth,
    async signInWithGoogle() {
      await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
    },
    async signInAsEmulatorUser(name, email) {
      const token = JSON.stringify({ sub: emulatorSubject(email), email, email_verified: true, name });
      await signInWithCredential(auth, GoogleAuthProvider.credential(token));
    },
    async signOut() {
      await signOut(auth);
    },
  };
}
