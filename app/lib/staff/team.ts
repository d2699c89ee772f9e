import * as z from "zod/mini";

import { type FieldErrors, type FormFailure, invalidFields } from "~/lib/platform";

import { DEFAULT_ROLE, STAFF_EMAIL_MAX, STAFF_EMAIL_PATTERN, type StaffRole, staffRoles } from "./staff-roles";

const emailRegExp = new RegExp(`^${STAFF_EMAIL_PATTERN}$`);

const teamMemberSchema = z.object({
  email: z.string().check(z.regex(emailRegExp)),
  role: z.catch(z.enum(staffRoles), DEFAULT_ROLE),
  by: z.catch(z.nullable(z.string()), null),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A document of the team, with its id as its e-mail; one the console wrote without a role is Equipe's. */
export function parseTeamMember(data: unknown): TeamMember | null {
  const parsed = teamMemberSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Dono first, then by e-mail. */
export function sortTeam(team: readonly TeamMember[]): TeamMember[] {
  return [...team].sort((a, b) => a.role.localeCompare(b.role) || a.email.localeCompare(b.email));
}

/** Google's e-mails are case-insensitive and Firebase Auth gives them in lower case: the id is that. */
function normalizeStaffEmail(text: string): string {
  return text.trim().toLowerCase();
}

type TeamChange = { kind: "set"; email: string; role: StaffRole } | { kind: "remove"; email: string };

const teamFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("team-set"), email: z.string(), role: z.enum(staffRoles) }),
  z.object({ intent: z.literal("team-remove"), email: z.string() }),
]);

/**
 * "Equipe"'s forms: the e-mail checked as the rules check it, and never the signed-in Dono's own (the rules
 * refuse that too), each refusal beside its field.
 */
export function parseTeamForm(form: FormData, ownEmail: string): { ok: true; change: TeamChange } | FormFailure {
  const parsed = teamFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, message: "Pedido inválido." };
  const email = normalizeStaffEmail(parsed.data.email);
  const errors: FieldErrors = {};
  if (email === "") errors.email = "Informe o e-mail da conta Google.";
  else if (email.length > STAFF_EMAIL_MAX || !emailRegExp.test(email))
    errors.email = "Informe um e-mail válido, como nome@gmail.com.";
  else if (email === normalizeStaffEmail(ownEmail))
    errors.email = "Você não pode mudar nem remover a sua própria conta: peça a outro Dono.";
  if (Object.keys(errors).length > 0) return invalidFields(errors);
  return parsed.data.intent === "team-set"
    ? { ok: true, change: { kind: "set", email, role: parsed.data.role } }
    : { ok: true, change: { kind: "remove", email } };
}
