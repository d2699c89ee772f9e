import * as z from "zod/mini";

import { INSTAGRAM_HANDLE, PHONE_DIGITS, SHOP_ADDRESS_MAX, SHOP_NAME_MAX, WHATSAPP_DIGITS } from "./shop-details";
import {
  defaultShopSettings,
  MAX_LEAD_MINUTES,
  MAX_PER_SLOT,
  MAX_REWARD_AMOUNT,
  MAX_STAMPS_PER_REWARD,
  MAX_TABLES,
  READY_MINUTES,
} from "./shop-settings";

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
  /** Absent on settings saved before order ahead: the defaults. */
  orderAhead: z._default(
    z.object({
      leadMinutes: z.int().check(z.nonnegative(), z.lte(MAX_LEAD_MINUTES)),
      perSlot: z.int().check(z.positive(), z.lte(MAX_PER_SLOT)),
      whilePaused: z.boolean(),
      readyMinutes: z.union(READY_MINUTES.map((minutes) => z.literal(minutes))),
    }),
    defaultShopSettings.orderAhead,
  ),
  /** Absent on settings saved before the stamp card: the defaults. */
  loyalty: z._default(
    z.object({
      active: z.boolean(),
      stampsPerReward: z.int().check(z.positive(), z.lte(MAX_STAMPS_PER_REWARD)),
      maxReward: z.number().check(z.positive(), z.lte(MAX_REWARD_AMOUNT)),
    }),
    defaultShopSettings.loyalty,
  ),
  /** Absent on settings saved before tables: none. */
  tables: z._default(z.int().check(z.nonnegative(), z.lte(MAX_TABLES)), 0),
  /** Absent until the owner saves "Dados da loja": the build's. */
  details: z._default(
    z.nullable(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(SHOP_NAME_MAX)),
        address: z.string().check(z.maxLength(SHOP_ADDRESS_MAX)),
        phone: z.string().check(z.regex(new RegExp(`^(${PHONE_DIGITS})?$`))),
        whatsapp: z.string().check(z.regex(new RegExp(`^(${WHATSAPP_DIGITS})?$`))),
        instagram: z.string().check(z.regex(new RegExp(`^(${INSTAGRAM_HANDLE})?$`))),
      }),
    ),
    null,
  ),
  /** Any other value reads as none: the rules leave its type to the Dono (firestore.rules, `shop/settings`). */
  menuVersion: z.catch(z.optional(z.string()), undefined),
});
