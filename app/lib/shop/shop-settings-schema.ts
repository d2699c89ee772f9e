import * as z from "zod/mini";

const minuteOfDay = z.int().check(z.nonnegative(), z.lte(24 * 60 - 1));

/** Anything that does not fit fails the whole read, and the last good settings (or the defaults) stay. */
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
      minOrder: z._default(z.nullable(z.number().check(z.nonnegative())), null),
      freeDeliveryFrom: z._default(z.nullable(z.number().check(z.nonnegative())), null),
    }),
  ),
  pickup: z._default(z.boolean(), true),
});
