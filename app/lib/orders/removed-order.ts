import * as z from "zod/mini";

/** An order staff deleted, as its tombstone keeps it; older tombstones (the customer only) lack number and value. */
const removedOrderSchema = z.object({
  number: z.int().check(z.positive()),
  subtotal: z.number().check(z.nonnegative()),
  deletedAt: z.number(),
});
export type RemovedOrder = z.infer<typeof removedOrderSchema>;

export function parseRemovedOrder(data: unknown): RemovedOrder | null {
  const parsed = removedOrderSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
