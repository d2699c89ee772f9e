import { staffOrdersPart } from "./parts";

/** "unchecked" when no answer came (offline, say). */
type StaffCheck = "staff" | "not-staff" | "unchecked" | null;

/**
 * A yes is kept: each staff write reloads the loader, and offline Firestore's memory cache cannot reread the staff
 * document. A no is not: it may come from a sign-in still under way.
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

/** /Admin's check, on staff's own Firestore part. */
export const staffCheck = staffChecker(async (email) => (await staffOrdersPart.open()).isStaff(email));
