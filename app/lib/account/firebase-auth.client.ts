/** Everything that imports Firebase, behind one dynamic import: it is never part of the first page load. */
import { type FirebaseApp, initializeApp } from "firebase/app";
import {
  type Auth,
  type AuthCredential,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  linkWithCredential,
  linkWithPopup,
  onIdTokenChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from "firebase/auth";

import { markProfileKept, profileAlreadyKept, profileToKeep } from "~/lib/customers";
import { inboxConfig } from "~/lib/firestore";
import type { OrderMove, OrderMoves } from "~/lib/orders/move-orders.client";
import { type AuthConfig, importWhenReachable, oneAtATime } from "~/lib/platform";

import { readPendingOrderMove, writeAccountSnapshot, writePendingOrderMove } from "./account-storage";
import { adoptAnonymousFavorites } from "./favorites";
import { firebaseErrorCode, loginErrorMessage } from "./login-errors";
import { setAuthState } from "./session";
import { type AppUser, emulatorSubject, googleProfile, toAppUser } from "./user";

export interface AuthActions {
  /** The page's one Firebase app and Auth, for the order inbox too. */
  readonly app: FirebaseApp;
  readonly auth: Auth;
  /** Only with a real Firebase project. */
  signInWithGoogle(): Promise<void>;
  /** The emulator's stand-in for the popup: an unsigned Google token it accepts. */
  signInAsEmulatorUser(name: string, email: string): Promise<void>;
  signOut(): Promise<void>;
  /** What the shopper reads when sign-in failed so; null when saying nothing is right (they closed the popup). */
  failureMessage(reason: unknown): string | null;
}

type FirebaseAuthApp = Pick<AuthActions, "app" | "auth">;

/** Firestore opened on this app directly: through firestore/connection.client.ts it would import sign-in back. */
async function orderMovesOf(firebase: FirebaseAuthApp): Promise<OrderMoves> {
  const [{ connectFirestore }, { createOrderMoves }] = await Promise.all([
    importWhenReachable(() => import("~/lib/firestore/connect.client")),
    importWhenReachable(() => import("~/lib/orders/move-orders.client")),
  ]);
  return createOrderMoves(await connectFirestore(firebase));
}

/** "Clientes": the account's name and e-mail for the Dono, written once a device, again when they change. */
async function keepCustomerProfile(firebase: FirebaseAuthApp, user: AppUser, emailVerified: boolean): Promise<void> {
  const profile = profileToKeep({ ...user, emailVerified });
  if (inboxConfig.mode === "disabled" || !profile || profileAlreadyKept(profile)) return;
  const [{ connectFirestore }, { writeCustomerProfile }] = await Promise.all([
    importWhenReachable(() => import("~/lib/firestore/connect.client")),
    importWhenReachable(() => import("~/lib/customers/customer-profile.client")),
  ]);
  await writeCustomerProfile((await connectFirestore(firebase)).db, profile);
  markProfileKept(profile);
}

const ALREADY_IN_USE = "auth/credential-already-in-use";

function emailOfError(error: { customData?: Record<string, unknown> }): string | null {
  const email = error.customData?.email;
  return typeof email === "string" && email !== "" ? email : null;
}

async function finishPendingOrderMove(firebase: FirebaseAuthApp, user: User): Promise<void> {
  const pending = await readPendingOrderMove();
  if (!pending || pending.to !== user.uid) return;
  await (await orderMovesOf(firebase)).finishOrderMove(pending);
  writePendingOrderMove(null);
}

/** The anonymous account writes a ticket letting the existing Google account take its orders, then signs in. */
async function signInMovingOrders(
  firebase: FirebaseAuthApp,
  email: string | null,
  signIn: () => Promise<unknown>,
): Promise<void> {
  const { auth } = firebase;
  let move: OrderMove | null = null;
  let orderMoves: OrderMoves | null = null;
  try {
    orderMoves = await orderMovesOf(firebase);
    // The ticket names the one account that may take the orders: the e-mail signing in.
    if (email) move = await orderMoves.prepareOrderMove(email);
  } catch (error) {
    console.error("The orders made before signing in cannot be moved to the account:", error);
  }
  await signIn();
  const to = auth.currentUser?.uid;
  if (!orderMoves || !move || !to) return;
  try {
    await orderMoves.finishOrderMove(move);
  } catch (error) {
    console.warn("The orders made before signing in will move at the next visit:", error);
    writePendingOrderMove({ ...move, to });
  }
}

// A linked anonymous account has Google's name and photo only in its provider entry; its other devices need them.
async function keepGoogleProfile(user: User | null): Promise<void> {
  if (!user) return;
  const google = googleProfile(user);
  const missing = {
    ...(!user.displayName && google.name ? { displayName: google.name } : {}),
    ...(!user.photoURL && google.photo ? { photoURL: google.photo } : {}),
  };
  if (Object.keys(missing).length === 0) return;
  try {
    await updateProfile(user, missing);
  } catch (error) {
    console.warn("Google's name and photo could not be saved on the account:", error);
  }
}

export function connectAuth(config: Exclude<AuthConfig, { mode: "disabled" }>): AuthActions {
  const app = initializeApp(config.options);
  // No popup resolver at start: it would load Google's scripts before anyone asks to sign in.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.mode === "emulator") connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  // Chained to announce changes in Firebase's order. The ID token, not the auth state: linking to Google keeps
  // the uid, and only the token says the shopper is now signed in.
  let announced = Promise.resolve();
  onIdTokenChanged(auth, (firebaseUser) => {
    // The anonymous account the order inbox makes for a shopper is not a sign-in they made.
    const user = firebaseUser && !firebaseUser.isAnonymous ? toAppUser(firebaseUser) : null;
    announced = announced.then(async () => {
      if (user && firebaseUser) {
        try {
          await adoptAnonymousFavorites(user);
        } catch (error) {
          console.error("Could not keep the favourites made before signing in:", error);
        }
        finishPendingOrderMove({ app, auth }, firebaseUser).catch((error: unknown) =>
          console.warn("The orders made before signing in are still to move:", error),
        );
        keepCustomerProfile({ app, auth }, user, firebaseUser.emailVerified).catch((error: unknown) =>
          console.warn("The account's name for the shop's customer list was not saved:", error),
        );
      }
      setAuthState(user ? { status: "signed-in", user } : { status: "signed-out" });
      try {
        writeAccountSnapshot(user);
      } catch (error) {
        // The next visit then asks Firebase again, as a first one does.
        console.warn("The account could not be kept for the next visit:", error);
      }
    });
  });

  /** The anonymous account becomes the Google one (same uid) or, when that exists, its orders move there. */
  async function signInKeepingOrders(
    link: (anonymous: User) => Promise<unknown>,
    signIn: (credential: AuthCredential | null) => Promise<unknown>,
    /** Known before Google says it in the emulator's dialog. */
    email: string | null = null,
  ): Promise<void> {
    await auth.authStateReady();
    // After the outbox's anonymous sign-in, if one is under way: it would otherwise replace this one.
    await oneAtATime(auth, async () => {
      const current = auth.currentUser;
      if (!current?.isAnonymous) return signIn(null);
      try {
        await link(current);
        // Not awaited: the sign-in is done; the orders' stamps may follow.
        if (inboxConfig.mode !== "disabled")
          void orderMovesOf({ app, auth })
            .then((moves) => moves.markOrdersSignedIn())
            .catch((error: unknown) => console.warn("The orders made before signing in earn no stamps:", error));
      } catch (error) {
        if (firebaseErrorCode(error) !== ALREADY_IN_USE) throw error;
        const failure = error as Parameters<typeof GoogleAuthProvider.credentialFromError>[0];
        const credential = GoogleAuthProvider.credentialFromError(failure);
        await signInMovingOrders({ app, auth }, email ?? emailOfError(failure), () => signIn(credential));
      }
    });
    await keepGoogleProfile(auth.currentUser);
  }

  return {
    app,
    auth,
    async signInWithGoogle() {
      const provider = new GoogleAuthProvider();
      await signInKeepingOrders(
        (anonymous) => linkWithPopup(anonymous, provider, browserPopupRedirectResolver),
        (credential) =>
          credential
            ? signInWithCredential(auth, credential)
            : signInWithPopup(auth, provider, browserPopupRedirectResolver),
      );
    },
    async signInAsEmulatorUser(name, email) {
      const token = JSON.stringify({ sub: emulatorSubject(email), email, email_verified: true, name });
      const credential = GoogleAuthProvider.credential(token);
      await signInKeepingOrders(
        (anonymous) => linkWithCredential(anonymous, credential),
        () => signInWithCredential(auth, credential),
        email,
      );
    },
    async signOut() {
      await signOut(auth);
    },
    failureMessage: (reason) => loginErrorMessage(firebaseErrorCode(reason)),
  };
}
