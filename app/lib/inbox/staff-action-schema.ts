import * as z from "zod/mini";

/**
 * A change staff asked of the shop, kept on the device until the server has it (the staff outbox,
 * app/lib/inbox/staff-actions.ts): a kind, the document it changes, and a payload each kind reads
 * for itself, so an action of another version is kept, and neither sent nor shown.
 */
export const staffActionSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  kind: z.string().check(z.minLength(1)),
  docId: z.string().check(z.minLength(1)),
  payload: z.record(z.string(), z.unknown()),
  /** What staff asked, in pt-BR ("Excluir o pedido nº …"), for the list of unsaved changes. */
  label: z.string(),
  /** The e-mail of the member of staff who asked: only they send it, with their rights. */
  staff: z.string(),
  createdAt: z.number(),
  state: z.enum(["pending", "rejected"]),
  /** Why the shop refused it, in pt-BR. */
  reason: z.optional(z.string()),
  /** The last try could not reach the shop; it is tried again. */
  unsent: z.optional(z.boolean()),
});
export type StaffAction = z.infer<typeof staffActionSchema>;
