/** Whether an e-mail is staff: "unchecked" when no answer came (offline, say), null for nobody signed in. */
type StaffCheck = "staff" | "not-staff" | "unchecked" | null;

/**
 * Checks whether the signed-in user's e-mail has a staff document (`isStaff` asks): they see the
 * shop's inbox, anyone else this device's orders. The e-mails found to be staff are kept: every
 * write of staff's changes reloads the loader, and offline the staff document cannot be read again
 * (Firestore's memory cache keeps no copy). Only a yes is kept: a no may come from a sign-in still under way.
 */
export function staffChecker(
  isStaff: (email: string) => Promise<boolean>,
): (email: string | null | undefined) => Promise<StaffCheck> {
  const knownStaff = new Set<string>();
  return async (email) => {
    if (!email) return null;
    if (knownStaff.has(email)) return "staff";
    try {
      const answer = await isStaff(email);
      if (answer) knownStaff.add(email);
      return answer ? "staff" : "not-staff";
    } catch (error) {
      console.warn("Could not tell whether the user is staff:", error);
      return "unchecked";
    }
  };
}
