import * as z from "zod/mini";

import { addressOrigins, brazilianStates, inboxStates, STORED_TEXT_MAX } from "./order-facts";

/** A state as the CEP services and the checkout give it: one of the 27, in capitals. */
export const ufSchema = z.enum(brazilianStates);

/** The address of an order this version makes. */
export const addressSchema = z.object({
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string().check(z.minLength(1)),
  uf: ufSchema,
  numero: z.string().check(z.trim(), z.minLength(1)),
  complemento: z.string(),
  cep: z.string().check(z.regex(/^\d{8}$/)),
  origem: z.enum(addressOrigins),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * Reading stored orders is tolerant: orders of the original shop and of other versions of this
 * one are shown, and whatever this version does not know passes through untouched.
 */

const storedText = z.string().check(z.maxLength(STORED_TEXT_MAX));
const optionalText = z._default(storedText, "");

/** "52011-000", " 52011 000 " → "52011000": the CEP as ViaCEP and the original shop wrote it. */
const storedCep = z.string().check(
  z.maxLength(20),
  z.overwrite((cep) => cep.replace(/[\s.-]/g, "")),
  z.regex(/^\d{8}$/),
);

export const storedAddressSchema = z.looseObject({
  rua: optionalText,
  bairro: optionalText,
  cidade: storedText.check(z.minLength(1)),
  uf: storedText.check(z.minLength(1)),
  /** The original shop never stored a number: shown as "s/n". */
  numero: optionalText,
  complemento: optionalText,
  cep: storedCep,
  origem: z.optional(storedText),
});
export type StoredAddress = z.infer<typeof storedAddressSchema>;

const storedOrderLineSchema = z.looseObject({
  image: optionalText,
  type: storedText,
  description: storedText.check(z.minLength(1)),
  price: z.number().check(z.nonnegative()),
  quantity: z.int().check(z.positive()),
  /** The line's choices; absent on orders before options, and not shown when another version stored them otherwise. */
  choices: z.catch(z.optional(z.record(storedText, z.array(storedText))), undefined),
});

export const storedOrderSchema = z.looseObject({
  /** Creation time in ms since the epoch, bumped by one when taken, so it is unique. */
  id: z.number().check(z.positive(), z.refine(Number.isSafeInteger)),
  /** The checkout form that made it: a second submission of the same form makes no second order. */
  checkoutId: z.optional(storedText),
  /** Where it goes; null for a pickup ("Retirar na loja"). */
  address: z.nullable(storedAddressSchema),
  /** "pickup" or "delivery" (orders of older versions have none: deliveries); another version's shown as a delivery. */
  mode: z.optional(storedText),
  /** One of `paymentMethods`, or a method of another version, shown as it is. */
  paymentMethod: storedText.check(z.minLength(1)),
  /** Cash change asked for, in reais; only with "dinheiro". */
  changeFor: z._default(z.nullable(z.number().check(z.positive())), null),
  cart: z.array(storedOrderLineSchema).check(z.minLength(1), z.maxLength(200)),
  /** "Pendente" when made here; other versions and the shop may have moved it on. */
  status: storedText.check(z.minLength(1)),
  payment: z.optional(z.unknown()),
  /** The outbox: whether the shop's inbox has it. Absent on orders made without an inbox. */
  inbox: z.optional(z.enum(inboxStates)),
  /** Why the inbox refused it, in pt-BR, when it did. */
  inboxError: z.optional(storedText),
  /** The delivery fee and time range of the area it went to; absent on orders of older versions. */
  delivery: z.optional(
    z.object({
      fee: z.number().check(z.nonnegative()),
      minMinutes: z.int().check(z.nonnegative()),
      maxMinutes: z.int().check(z.nonnegative()),
    }),
  ),
  /** The shopper's note ("Observações"); absent when none, and on orders of older versions. */
  note: z.optional(storedText),
});
export type Order = z.infer<typeof storedOrderSchema>;
