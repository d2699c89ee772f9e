import * as z from "zod/mini";

/** A move cut off (offline) finishes at a later visit of account `to` while the ticket is good. */
export const pendingOrderMoveSchema = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(64)),
  docIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(1_000)),
  to: z.string().check(z.minLength(1)),
});
export type PendingOrderMove = z.infer<typeof pendingOrderMoveSchema>;

export const favoriteSchema = z.string().check(z.minLength(1));
