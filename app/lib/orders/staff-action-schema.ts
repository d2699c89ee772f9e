import * as z from "zod/mini";

/** Each kind reads its payload itself, so another version's action is kept, neither sent nor shown. */
export const staffActionSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  kind: z.string().check(z.minLength(1)),
  docId: z.string().check(z.minLength(1)),
  payload: z.record(z.string(), z.unknown()),
  label: z.string(),
  /** Only the member of staff who asked sends it, with their rights. */
  staff: z.string(),
  createdAt: z.number(),
  state: z.enum(["pending", "rejected"]),
  reason: z.optional(z.string()),
  /** The last try could not reach the shop. */
  unsent: z.optional(z.boolean()),
});
export type StaffAction = z.infer<typeof staffActionSchema>;
