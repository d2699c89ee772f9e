import * as z from "zod/mini";

import { addressOrigins, brazilianStates, inboxStates, STORED_TEXT_MAX } from "./order-facts";

export const ufSchema = z.enum(brazilianStates);

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

/** Reading is tolerant: the original shop's and other versions' orders show, unknown fields pass through. */

const storedText = z.string().check(z.maxLength(STORED_TEXT_MAX));
const optionalText = z._default(storedText, "");

/** "52011-000" → "52011000": as ViaCEP and the original shop wrote it. */
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
  /** The original shop never stored a number. */
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
  /** Not shown when another version stored them otherwise. */
  choices: z.catch(z.optional(z.record(storedText, z.array(storedText))), undefined),
});

export const storedOrderSchema = z.looseObject({
  /** Creation time in ms, bumped by one when taken, so it is unique. */
  id: z.number().check(z.positive(), z.refine(Number.isSafeInteger)),
  /** A second submission of the same form makes no second order. */
  checkoutId: z.optional(storedText),
  address: z.nullable(storedAddressSchema),
  mode: z.optional(storedText),
  paymentMethod: storedText.check(z.minLength(1)),
  changeFor: z._default(z.nullable(z.number().check(z.positive())), null),
  cart: z.array(storedOrderLineSchema).check(z.minLength(1), z.maxLength(200)),
  status: storedText.check(z.minLength(1)),
  payment: z.optional(z.unknown()),
  inbox: z.optional(z.enum(inboxStates)),
  inboxError: z.optional(storedText),
  delivery: z.optional(
    z.object({
      fee: z.number().check(z.nonnegative()),
      minMinutes: z.int().check(z.nonnegative()),
      maxMinutes: z.int().check(z.nonnegative()),
    }),
  ),
  note: z.optional(storedText),
  /** "Nome para chamar" (pickup and table) and the mobile for "Avisar no WhatsApp": absent when not given. */
  callName: z.catch(z.optional(storedText), undefined),
  phone: z.catch(z.optional(storedText), undefined),
  /** "CPF na nota": its 11 digits, absent when not given. */
  cpf: z.catch(z.optional(storedText), undefined),
  erased: z.catch(z.optional(z.boolean()), undefined),
  /** Order ahead: the slot chosen, in ms; absent for "Agora". */
  scheduledFor: z.catch(z.optional(z.number().check(z.positive())), undefined),
  /** At a table: its number and the code of the link it was opened with. */
  table: z.catch(z.optional(z.object({ number: z.int().check(z.positive()), code: storedText })), undefined),
  /** The shop's short number of the day, once it has the order ("nº 047"). */
  dayNumber: z.catch(z.optional(z.int().check(z.positive())), undefined),
  /** The shop's, as its status: when staff started it (ms) and the minutes they gave it; absent on older orders. */
  preparingAt: z.catch(z.optional(z.number()), undefined),
  readyInMinutes: z.catch(z.optional(z.number()), undefined),
  /** Discounts on the products, in reais as taken off: a coupon's and the stamp card's free coffee. */
  coupon: z.catch(z.optional(z.object({ code: storedText, amount: z.number().check(z.nonnegative()) })), undefined),
  reward: z.catch(z.optional(z.object({ stamps: z.int(), amount: z.number().check(z.nonnegative()) })), undefined),
});
export type Order = z.infer<typeof storedOrderSchema>;
