import type { AppUser } from "./user";

/** What this page knows about sign-in: from Firebase once it has answered, before that the account stored last. */
export type AuthState = { status: "unknown" } | { status: "signed-out" } | { status: "signed-in"; user: AppUser };

let current: AuthState = { status: "unknown" };
let firebaseAnswered = false;
const listeners = new Set<(state: AuthState, previous: AuthState) => void>();

export function getAuthState(): AuthState {
  return current;
}

/** Firebase's answer: it replaces whatever the page assumed before. */
export function setAuthState(next: AuthState): void {
  firebaseAnswered = true;
  const previous = current;
  const same =
    previous.status === next.status &&
    (next.status !== "signed-in" ||
      (previous.status === "signed-in" && JSON.stringify(previous.user) === JSON.stringify(next.user)));
  current = next;
  if (!same) for (const listener of listeners) listener(next, previous);
}

export function subscribeToAuth(listener: (state: AuthState, previous: AuthState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signedInUser(state: AuthState = current): AppUser | null {
  return state.status === "signed-in" ? state.user : null;
}

export function firebaseHasAnswered(): boolean {
  return firebaseAnswered;
}

/** What the page assumes until Firebase answers; nobody is told, since only loaders ask before then. */
export function assumeAuthState(state: AuthState): void {
  if (!firebaseAnswered) current = state;
}
