import * as z from "zod/mini";

const minuteOfDay = z.int().check(z.nonnegative(), z.lte(24 * 60 - 1));

/**
 * The shop's settings as the storefront keeps them (and reads them from Firestore): anything
 * that does not fit makes the whole read fail, and the last good settings (or the defaults) stay.
 */
export const shopSettingsSchema = z.object({
  paused: z.boolean(),
  hours: z.array(z.nullable(z.object({ opens: minuteOfDay, closes: minuteOfDay }))).check(z.length(7)),
  soldOut: z.array(z.string()),
  deliveryAreas: z.array(
    z.object({
      city: z.string().check(z.minLength(1)),
      bairro: z.string(),
      fee: z.number().check(z.nonnegative()),
      minMinutes: z.int().check(z.nonnegative()),
      maxMinutes: z.int().check(z.nonnegative()),
      /** Absent on areas saved by older versions: no minimum, no free delivery. */
      minOrder: z._default(z.nullable(z.number().check(z.nonnegative())), null),
      freeDeliveryFrom: z._default(z.nullable(z.number().check(z.nonnegative())), null),
    }),
  ),
  /** Absent on settings saved by older versions: pickup is offered. */
  pickup: z._default(z.boolean(), true),
});
