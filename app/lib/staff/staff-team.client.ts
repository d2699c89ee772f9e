// firestore.rules let a Dono list, add, change and remove the others; anyone read their own document.
import { getIdTokenResult } from "firebase/auth";
import { collection, doc, getDoc, onSnapshot, runTransaction } from "firebase/firestore";

import { inboxCall, type InboxError, toInboxError } from "~/lib/firestore";
import type { InboxContext } from "~/lib/firestore/inbox-context.client";
import { mayBeStaff } from "~/lib/orders";

import { STAFF_COLLECTION, type StaffRole } from "./staff-roles";
import { parseTeamMember, type TeamMember } from "./team";

export interface StaffTeam {
  /** The signed-in account's role, as the rules read it; null for an account that is not staff. */
  staffRole(email: string): Promise<StaffRole | null>;
  /** A Dono's only: everyone on the team, documents that do not parse left out. */
  watchTeam(onTeam: (team: TeamMember[]) => void, onError: (error: InboxError) => void): () => void;
  /** A transaction, so offline it fails instead of waiting: "added" or "changed", once the server has it. */
  setMember(email: string, role: StaffRole, by: string): Promise<"added" | "changed">;
  removeMember(email: string): Promise<void>;
}

async function staffRole({ auth, db }: InboxContext, email: string): Promise<StaffRole | null> {
  try {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user || !email || user.email !== email) return null;
    if (!mayBeStaff(await getIdTokenResult(user))) return null;
    const member = await getDoc(doc(db, STAFF_COLLECTION, email));
    return member.exists() ? (parseTeamMember({ ...member.data(), email })?.role ?? null) : null;
  } catch (error) {
    const failure = toInboxError(error);
    if (failure.code === "permission-denied") return null;
    throw failure;
  }
}

export function createStaffTeam(context: InboxContext): StaffTeam {
  const { db } = context;
  const memberRef = (email: string) => doc(db, STAFF_COLLECTION, email);
  return {
    staffRole: (email) => staffRole(context, email),
    watchTeam: (onTeam, onError) =>
      onSnapshot(
        collection(db, STAFF_COLLECTION),
        (snapshot) =>
          onTeam(snapshot.docs.flatMap((member) => parseTeamMember({ ...member.data(), email: member.id }) ?? [])),
        (error) => onError(toInboxError(error)),
      ),
    setMember: (email, role, by) =>
      inboxCall(() =>
        runTransaction(db, async (transaction) => {
          const before = await transaction.get(memberRef(email));
          transaction.set(memberRef(email), { email, role, by });
          return before.exists() ? "changed" : "added";
        }),
      ),
    removeMember: (email) =>
      inboxCall(() =>
        runTransaction(db, async (transaction) => {
          await transaction.get(memberRef(email));
          transaction.delete(memberRef(email));
        }),
      ),
  };
}
