// The checkout form's fields as zod reads them; checkout.ts decides what they make together.
import * as z from "zod/mini";

import {
  addressOrigins,
  brazilianStates,
  CALL_NAME_MAX,
  callNameTooLongMessage,
  checkoutIdPattern,
  cpfDigits,
  cpfMessage,
  mobilePhoneDigits,
  mobilePhoneMessage,
  normalizeNote,
  noteLength,
  noteTooLongMessage,
  ORDER_NOTE_MAX,
  paymentMethods,
} from "~/lib/orders";
import { cleanText } from "~/lib/platform";
import type { OrderMode } from "~/lib/shop";

const storedText = () => z.string().check(z.overwrite((text) => cleanText(text)));
const requiredText = (message: string) =>
  z.string(message).check(
    z.overwrite((text) => cleanText(text)),
    z.minLength(1, message),
  );

export const checkoutModes = { entrega: "delivery", retirada: "pickup", mesa: "table" } as const satisfies Record<
  string,
  OrderMode
>;

/** The subtotal the page showed, in cents: an order never carries a price the shopper did not see. */
export const SEEN_SUBTOTAL_FIELD = "subtotalVisto";

export const checkoutFormSchema = z.object({
  checkoutId: z
    .string()
    .check(z.regex(new RegExp(`^${checkoutIdPattern}$`), "Formulário inválido: recarregue a página.")),
  modo: z._default(z.enum(["entrega", "retirada", "mesa"], "Escolha entrega ou retirada na loja."), "entrega"),
  quando: z._default(z.enum(["agora", "agendar"], "Escolha quando receber o pedido."), "agora"),
  horario: z._default(z.string(), ""),
  pagamento: z.enum(paymentMethods, "Escolha a forma de pagamento."),
  troco: z._default(z.string().check(z.trim()), ""),
  /** The applied coupon (Carrinho's "Cupom") and the amount it showed off the products. */
  cupom: z._default(z.string(), ""),
  cupomDesconto: z._default(z.string(), ""),
  observacoes: z._default(
    z.string().check(
      z.overwrite(normalizeNote),
      z.refine((note) => noteLength(note) <= ORDER_NOTE_MAX, noteTooLongMessage),
    ),
    "",
  ),
  /** Pickup and table only; optional. */
  nomeParaChamar: z._default(
    z.string().check(
      z.overwrite((text) => cleanText(text)),
      z.maxLength(CALL_NAME_MAX, callNameTooLongMessage),
    ),
    "",
  ),
  /** Optional: for staff's "Avisar no WhatsApp". */
  celular: z._default(
    z.string().check(
      z.trim(),
      z.refine((typed) => typed === "" || mobilePhoneDigits(typed) !== null, mobilePhoneMessage),
    ),
    "",
  ),
  /** Optional: "CPF na nota", for the shop's fiscal program. */
  cpf: z._default(
    z.string().check(
      z.trim(),
      z.refine((typed) => typed === "" || cpfDigits(typed) !== null, cpfMessage),
    ),
    "",
  ),
});

export const addressFormSchema = z.object({
  cep: z.string().check(z.regex(/^\d{5}-?\d{3}$/, "Informe um CEP válido.")),
  origem: z.enum(addressOrigins, "Formulário inválido: recarregue a página."),
  rua: z._default(storedText(), ""),
  bairro: z._default(storedText(), ""),
  cidade: requiredText("Informe a cidade."),
  uf: z.enum(brazilianStates, "Escolha a UF."),
  numero: requiredText("Informe o número."),
  complemento: z._default(storedText(), ""),
});

type CheckoutField = keyof z.infer<typeof checkoutFormSchema> | keyof z.infer<typeof addressFormSchema>;

/** Plus `cart` (nothing to order) and `form` (the order could not be saved). */
export type CheckoutFieldErrors = Partial<Record<CheckoutField | "cart" | "form", string>>;

export function isCheckoutField(key: PropertyKey | undefined): key is CheckoutField {
  return typeof key === "string" && (key in checkoutFormSchema.shape || key in addressFormSchema.shape);
}
