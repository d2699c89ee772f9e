import type { AdminCommand } from "./admin-intents";

/** "Dono" runs the business (coupons, hours, areas, tables, order ahead, stamps, team); "Equipe" the service. */
export const staffRoles = ["dono", "equipe"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const OWNER_ROLE = "dono" satisfies StaffRole;
/** A staff document without a role was written before roles: it gets the least of them. */
export const DEFAULT_ROLE = "equipe" satisfies StaffRole;

export const roleLabels: Record<StaffRole, string> = { dono: "Dono", equipe: "Equipe" };

/** The settings' fields the whole team changes during service; every other field is the owner's. */
export const teamSettingsFields = ["paused", "soldOut"] as const;

type Intent = AdminCommand["intent"] | "rating-reply";

/** What Equipe sends from /Admin: orders, their statuses and Pix, pauses, sold out, blocks and replies. */
const teamIntents: ReadonlySet<Intent> = new Set<Intent>([
  "delete",
  "shop-delete",
  "status",
  "pix-received",
  "shop-block",
  "staff-dismiss",
  "shop-pause",
  "shop-soldout",
  "rating-reply",
]);

export function mayDo(role: StaffRole, intent: Intent): boolean {
  return role === OWNER_ROLE || teamIntents.has(intent);
}

export const ownerOnlyMessage = "Só o Dono da loja pode fazer esta alteração.";

export function parseStaffRole(value: unknown): StaffRole {
  return staffRoles.find((role) => role === value) ?? DEFAULT_ROLE;
}

/** One document per member, under their e-mail: `{ email, role, by }`, `by` the Dono who wrote it last. */
export const STAFF_COLLECTION = "staff";

/** A staff document's id and e-mail: Google's, which Firebase Auth gives in lower case. */
export const STAFF_EMAIL_PATTERN = "[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}([.][a-z0-9-]{1,63}){1,4}";
export const STAFF_EMAIL_MAX = 254;
