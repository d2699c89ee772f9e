import { resolveAuthState, signedInUser } from "~/lib/account";
import { inboxConfig } from "~/lib/firestore";

import { staffTeamPart } from "./parts";
import type { StaffRole } from "./staff-roles";

/** A staff member's role; "unchecked" when no answer came (offline, say). */
type StaffCheck = StaffRole | "not-staff" | "unchecked" | null;

/**
 * A yes is kept: each staff write reloads the loader, and offline Firestore's memory cache cannot reread the staff
 * document. A no is not: it may come from a sign-in still under way.
 */
export function staffChecker(
  roleOf: (email: string) => Promise<StaffRole | null>,
): (email: string | null | undefined) => Promise<StaffCheck> {
  const knownStaff = new Map<string, StaffRole>();
  return async (email) => {
    if (!email) return null;
    const known = knownStaff.get(email);
    if (known) return known;
    try {
      const role = await roleOf(email);
      if (role) knownStaff.set(email, role);
      return role ?? "not-staff";
    } catch (error) {
      console.warn("Could not tell whether the user is staff:", error);
      return "unchecked";
    }
  };
}

/** /Admin's check, on staff's own Firestore part. */
const staffCheck = staffChecker(async (email) => (await staffTeamPart.open()).staffRole(email));

/** The signed-in account's check, none when this build has no Firestore. */
export async function checkSignedInStaff(): Promise<StaffCheck> {
  const auth = await resolveAuthState();
  return staffCheck(inboxConfig.mode === "disabled" ? null : signedInUser(auth)?.email);
}

export function roleOf(check: StaffCheck): StaffRole | null {
  return check === "dono" || check === "equipe" ? check : null;
}
