import * as z from "zod/mini";

import { productTypes } from "~/lib/catalogue";

export const cartItemSchema = z.object({
  image: z.string(),
  type: z.enum(productTypes),
  description: z.string().check(z.minLength(1)),
  price: z.number().check(z.nonnegative()),
  quantity: z.int().check(z.positive()),
  /** Absent: the defaults. Older clients' reader drops this field and merges a product's lines. */
  choices: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type CartItem = z.infer<typeof cartItemSchema>;
