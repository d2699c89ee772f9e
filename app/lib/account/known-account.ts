import { readAccountSnapshot } from "./account-storage";
import { assumeAuthState, type AuthState, firebaseHasAnswered, getAuthState } from "./session";
import type { AppUser } from "./user";

/** Where Firebase Auth keeps its user in this app (indexedDBLocalPersistence). */
const FIREBASE_AUTH_DATABASE = "firebaseLocalStorageDb";

/** Without Firebase: a browser that never held a Firebase user has no such database. */
async function firebaseMayHoldUser(): Promise<boolean> {
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === FIREBASE_AUTH_DATABASE);
  } catch {
    return true;
  }
}

/** `stored` undefined: no account stored; then only a browser where Firebase may hold a user needs Firebase to say. */
export function accountBeforeFirebase(stored: AppUser | null | undefined, firebaseMayHoldUser: boolean): AuthState {
  if (stored) return { status: "signed-in", user: stored };
  if (stored === null || !firebaseMayHoldUser) return { status: "signed-out" };
  return { status: "unknown" };
}

/**
 * The account a loader shows: Firebase's once it has answered; before, the one stored at its last answer, so
 * that browsing loads no Firebase (it starts on a need: signing in or out, an order, staff's page).
 */
export async function resolveAuthState(): Promise<AuthState> {
  if (firebaseHasAnswered()) return getAuthState();
  const stored = await readAccountSnapshot();
  assumeAuthState(accountBeforeFirebase(stored, stored === undefined && (await firebaseMayHoldUser())));
  return getAuthState();
}
