import * as z from "zod/mini";

import { addLine, decreaseLine, increaseLine, LINE_QUANTITY, removeLine } from "./cart";
import { findProduct } from "./catalogue";
import type { CartItem } from "./schemas";

const description = z.string().check(z.minLength(1, "Produto inválido."));

const cartCommandSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    description,
    quantidade: z.coerce
      .number("Quantidade inválida.")
      .check(
        z.refine(Number.isInteger, "Quantidade inválida."),
        z.gte(LINE_QUANTITY.min, `A quantidade mínima é ${LINE_QUANTITY.min}.`),
        z.lte(LINE_QUANTITY.max, `A quantidade máxima é ${LINE_QUANTITY.max}.`),
      ),
  }),
  z.object({ intent: z.enum(["increase", "decrease", "remove"]), description }),
  z.object({ intent: z.literal("clear") }),
]);
type CartCommand = z.infer<typeof cartCommandSchema>;

export function parseCartCommand(form: FormData): { ok: true; command: CartCommand } | { ok: false; message: string } {
  const result = cartCommandSchema.safeParse(Object.fromEntries(form));
  if (!result.success) {
    return { ok: false, message: result.error.issues[0]?.message ?? "Pedido inválido." };
  }
  return { ok: true, command: result.data };
}

/** Applies one command to the cart; a product that is not in the catalogue is refused. */
export function applyCartCommand(
  cart: readonly CartItem[],
  command: CartCommand,
): { ok: true; cart: CartItem[] } | { ok: false; message: string } {
  switch (command.intent) {
    case "add": {
      const product = findProduct(command.description);
      if (!product) return { ok: false, message: "Este produto não está mais disponível." };
      return { ok: true, cart: addLine(cart, product, command.quantidade) };
    }
    case "increase":
      return { ok: true, cart: increaseLine(cart, command.description) };
    case "decrease":
      return { ok: true, cart: decreaseLine(cart, command.description) };
    case "remove":
      return { ok: true, cart: removeLine(cart, command.description) };
    case "clear":
      return { ok: true, cart: [] };
  }
}
