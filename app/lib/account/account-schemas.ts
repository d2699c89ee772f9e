import * as z from "zod/mini";

/**
 * Orders of this device's anonymous account that could not be moved to the Google account signed
 * in to (offline): moved at a later visit of the same account (`to`), while the ticket is good.
 */
export const pendingOrderMoveSchema = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(64)),
  docIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(1_000)),
  to: z.string().check(z.minLength(1)),
});
export type PendingOrderMove = z.infer<typeof pendingOrderMoveSchema>;

export const favoriteSchema = z.string().check(z.minLength(1));
