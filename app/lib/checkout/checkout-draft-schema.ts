import * as z from "zod/mini";

import { addressOrigins, paymentMethods, STORED_TEXT_MAX, ufSchema } from "~/lib/orders";

const storedText = z.string().check(z.maxLength(STORED_TEXT_MAX));

const draftField = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const draftText = draftField(storedText);

/** A field that cannot be read is dropped without its neighbours. */
export const checkoutDraftSchema = z.object({
  modo: draftField(z.enum(["entrega", "retirada"])),
  cep: draftField(z.string().check(z.regex(/^\d{0,8}$/))),
  origem: draftField(z.enum(addressOrigins)),
  rua: draftText,
  bairro: draftText,
  cidade: draftText,
  uf: draftField(ufSchema),
  numero: draftText,
  complemento: draftText,
  pagamento: draftField(z.enum(paymentMethods)),
  troco: draftText,
  observacoes: draftText,
  nomeParaChamar: draftText,
  celular: draftText,
  cpf: draftText,
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;
