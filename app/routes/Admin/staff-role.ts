import { createContext, useContext } from "react";

import { OWNER_ROLE, type StaffRole } from "~/lib/staff";

/** The signed-in staff member's role, for what /Admin offers them; the rules hold the same line. */
export const StaffRoleContext = createContext<StaffRole>("equipe");

export function useIsOwner(): boolean {
  return useContext(StaffRoleContext) === OWNER_ROLE;
}
