import * as z from "zod/mini";

import { appUserSchema } from "./user";

/** A move cut off (offline) finishes at a later visit of account `to` while the ticket is good. */
export const pendingOrderMoveSchema = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(64)),
  docIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(1_000)),
  to: z.string().check(z.minLength(1)),
});
export type PendingOrderMove = z.infer<typeof pendingOrderMoveSchema>;

export const favoriteSchema = z.string().check(z.minLength(1));

/** The account this browser last had, as Firebase said it: `user` null when nobody is signed in. */
export const accountSnapshotSchema = z.object({ user: z.nullable(appUserSchema) });
