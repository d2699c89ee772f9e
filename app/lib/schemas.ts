// zod/mini: the same zod, with a tree-shakable API that keeps first-load JS small.
import * as z from "zod/mini";
import { productTypes } from "./catalogue";

export const cartItemSchema = z.object({
  image: z.string(),
  type: z.enum(productTypes),
  description: z.string().check(z.minLength(1)),
  price: z.number().check(z.nonnegative()),
  quantity: z.int().check(z.positive()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const paymentMethods = ["credito", "debito", "dinheiro"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const addressSchema = z.object({
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string().check(z.minLength(1)),
  uf: z.string().check(z.length(2)),
  numero: z.string().check(z.trim(), z.minLength(1)),
  complemento: z.string(),
  cep: z.string().check(z.regex(/^\d{8}$/)),
});
export type Address = z.infer<typeof addressSchema>;

export const orderSchema = z.object({
  /** Creation time in ms since the epoch, bumped by one when taken, so it is unique. */
  id: z.int().check(z.positive()),
  /** The checkout form that made it: a second submission of the same form makes no second order. */
  checkoutId: z.optional(z.string()),
  address: addressSchema,
  paymentMethod: z.enum(paymentMethods),
  /** Cash change asked for, in reais; only with "dinheiro". */
  changeFor: z._default(z.nullable(z.number().check(z.positive())), null),
  cart: z.array(cartItemSchema).check(z.minLength(1)),
  status: z.literal("Pendente"),
  payment: z.null(),
});
export type Order = z.infer<typeof orderSchema>;

export const favoriteSchema = z.string().check(z.minLength(1));
