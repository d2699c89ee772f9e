/** How the rules treat accounts: who may be staff, and how long an anonymous account's orders may move. */

/**
 * Who may be staff, besides a `staff/{email}` document: a Google sign-in whose e-mail Google
 * verified. The same test as firestore.rules' isStaff(), on the same ID token claims.
 */
export function mayBeStaff(token: { signInProvider: string | null; claims: Record<string, unknown> }): boolean {
  return (
    token.signInProvider === "google.com" &&
    token.claims.email_verified === true &&
    typeof token.claims.email === "string" &&
    token.claims.email !== ""
  );
}

/**
 * How long the ticket an anonymous account writes, to move its orders to the Google account the
 * shopper signs in to, stays good: a move cut off (offline) is finished at a later visit.
 */
export const MOVE_TICKET_DAYS = 7;
