import * as z from "zod/mini";

import { LINE_QUANTITY } from "~/lib/cart";
import { checkoutDraftSchema } from "~/lib/checkout";

import { USUAL_NAME_MAX } from "./usual-facts";

const text = z.string().check(z.maxLength(200));

/** One saved "Meu de sempre", on the device or from the form: a bad one is left out, the others kept. */
export const usualOrderSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(USUAL_NAME_MAX)),
  lines: z
    .array(
      z.object({
        description: text.check(z.minLength(1)),
        quantity: z.int().check(z.gte(LINE_QUANTITY.min), z.lte(LINE_QUANTITY.max)),
        choices: z.optional(z.record(text, z.array(text))),
      }),
    )
    .check(z.minLength(1), z.maxLength(200)),
  draft: checkoutDraftSchema,
  savedAt: z.number(),
});
