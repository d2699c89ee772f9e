import * as z from "zod/mini";

import { checkChoices, type Choices, findProduct, optionGroupsOf, WITH_CHOICES_FIELD } from "~/lib/catalogue";
import { type FormFailure, parseIntent } from "~/lib/platform";

import {
  addLine,
  cartFullMessage,
  decreaseLine,
  increaseLine,
  MAX_CART_LINES,
  orderFullMessage,
  orderRoom,
  removeLine,
} from "./cart";
import { LINE_QUANTITY } from "./cart-quantity";
import type { CartItem } from "./cart-schema";

const description = z.string().check(z.minLength(1, "Produto inválido."));

const cartCommandSchemas = [
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
  z.object({
    intent: z.enum(["increase", "decrease", "remove"]),
    line: z.string().check(z.minLength(1, "Item inválido.")),
  }),
  z.object({ intent: z.literal("clear") }),
] as const;

const cartFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("checkout") }),
  z.object({ intent: z.literal("reorder") }),
  ...cartCommandSchemas,
]);

type CartForm = z.infer<typeof cartFormSchema> & {
  /** A field per group, named as the group; absent: the defaults. */
  choices?: Choices;
};

export type CartCommand = Exclude<CartForm, { intent: "checkout" | "reorder" }>;

export function parseCartForm(form: FormData): { ok: true; command: CartForm } | FormFailure {
  const parsed = parseIntent(form, cartFormSchema, "Pedido inválido.");
  if (!parsed.ok || parsed.command.intent !== "add" || !form.has(WITH_CHOICES_FIELD)) return parsed;
  const product = findProduct(parsed.command.description);
  const choices: Record<string, string[]> = {};
  for (const group of product ? optionGroupsOf(product) : []) {
    const values = form.getAll(group.name).filter((value): value is string => typeof value === "string");
    if (values.length > 0) choices[group.name] = values;
  }
  return { ok: true, command: { ...parsed.command, choices } };
}

export function applyCartCommand(
  cart: readonly CartItem[],
  command: CartCommand,
): { ok: true; cart: CartItem[] } | FormFailure {
  switch (command.intent) {
    case "add": {
      const product = findProduct(command.description);
      if (!product) return { ok: false, message: "Este produto não está mais disponível." };
      let choices: Choices | undefined;
      if (command.choices) {
        const checked = checkChoices(optionGroupsOf(product), command.choices);
        if (!checked.ok) return checked;
        choices = checked.choices;
      }
      const room = orderRoom(cart);
      if (command.quantidade > room) return { ok: false, message: orderFullMessage(room) };
      const next = addLine(cart, product, command.quantidade, choices);
      // A new line beyond the most the shop takes in one order.
      if (next.length > MAX_CART_LINES && next.length > cart.length) return { ok: false, message: cartFullMessage };
      return { ok: true, cart: next };
    }
    case "increase":
      if (orderRoom(cart) <= 0) return { ok: false, message: orderFullMessage(0) };
      return { ok: true, cart: increaseLine(cart, command.line) };
    case "decrease":
      return { ok: true, cart: decreaseLine(cart, command.line) };
    case "remove":
      return { ok: true, cart: removeLine(cart, command.line) };
    case "clear":
      return { ok: true, cart: [] };
  }
}
