/** The same test as firestore.rules' isStaff(), on the same ID token claims. */
export function mayBeStaff(token: { signInProvider: string | null; claims: Record<string, unknown> }): boolean {
  return (
    token.signInProvider === "google.com" &&
    token.claims.email_verified === true &&
    typeof token.claims.email === "string" &&
    token.claims.email !== ""
  );
}

/** A move cut off (offline) is finished at a later visit within this time. */
export const MOVE_TICKET_DAYS = 7;
