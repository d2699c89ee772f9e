import * as z from "zod/mini";

import { ORDER_TEXT_MAX, ufSchema } from "~/lib/orders";

const text = z.string().check(z.maxLength(ORDER_TEXT_MAX));

/** One saved address, on the device or in the account's book: a bad one is left out, the others kept. */
export const savedAddressSchema = z.object({
  cep: z.string().check(z.regex(/^\d{8}$/)),
  rua: text,
  numero: text,
  complemento: text,
  bairro: text,
  cidade: text.check(z.minLength(1)),
  uf: ufSchema,
});
