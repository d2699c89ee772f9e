import * as z from "zod/mini";

import { catalogue } from "~/lib/catalogue";
import { orderStatuses } from "~/lib/inbox";

const orderId = z.coerce.number().check(z.int(), z.positive());
const docId = z.string().check(z.minLength(1));

/** What /Admin's forms post: this device's orders, the shop's inbox through the staff outbox, the shop's settings. */
export const adminFormSchema = z.discriminatedUnion("intent", [
  /** This device's record of an order. */
  z.object({ intent: z.literal("delete"), id: orderId, occurrence: z.coerce.number().check(z.int(), z.nonnegative()) }),
  /** The shop's inbox (staff only: the rules refuse anyone else), through the staff outbox. */
  z.object({ intent: z.literal("shop-delete"), docId, number: orderId, customerUid: z.string() }),
  z.object({ intent: z.literal("status"), docId, number: orderId, status: z.enum(orderStatuses) }),
  z.object({ intent: z.literal("pix-received"), docId, number: orderId }),
  z.object({
    intent: z.literal("shop-block"),
    customerUid: docId,
    number: orderId,
    /** The customer's orders in progress, space-separated document ids. */
    openDocIds: z.pipe(
      z.string(),
      z.transform((ids) => ids.split(" ").filter(Boolean)),
    ),
  }),
  /** Staff read the shop's refusal of a change: it leaves the list. */
  z.object({ intent: z.literal("staff-dismiss"), id: z.string().check(z.minLength(1)) }),
  /** The shop's settings (staff only too). */
  z.object({ intent: z.literal("shop-pause"), paused: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("shop-pickup"), pickup: z.enum(["true", "false"]) }),
  z.object({
    intent: z.literal("shop-soldout"),
    description: z.enum(catalogue.map((product) => product.description) as [string, ...string[]]),
    available: z.enum(["true", "false"]),
  }),
  z.object({ intent: z.literal("shop-hours") }),
  z.object({ intent: z.literal("shop-areas") }),
]);
