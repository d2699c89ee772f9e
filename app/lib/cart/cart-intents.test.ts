import { describe, expect, it } from "vitest";

import { WITH_CHOICES_FIELD } from "~/lib/catalogue";

import { product } from "../../../tests/support/orders";
import { addLine, cartFullMessage, cartLineKey, MAX_CART_LINES, orderFullMessage, toCartLine } from "./cart";
import { applyCartCommand, type CartCommand, parseCartForm } from "./cart-intents";
import { MAX_ORDER_UNITS } from "./cart-quantity";

const latte = product("Latte");
const cubano = product("Cubano");
const grandeOat = { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"], Adicionais: ["Dose extra de expresso"] };

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

/** The cart command a form posts; anything else fails the test. */
function cartCommand(data: FormData): CartCommand {
  const parsed = parseCartForm(data);
  if (!parsed.ok) throw new Error(parsed.message);
  if (parsed.command.intent === "checkout" || parsed.command.intent === "reorder")
    throw new Error("not a cart command");
  return parsed.command;
}

describe(`an order holds at most ${MAX_ORDER_UNITS} units over all its lines`, () => {
  const command = (cart: ReturnType<typeof addLine>, entries: [string, string][]) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return applyCartCommand(cart, cartCommand(data));
  };
  const addCubanos = (quantity: number): [string, string][] => [
    ["intent", "add"],
    ["description", "Cubano"],
    ["quantidade", String(quantity)],
  ];

  it("an add beyond what is left is refused, saying how many still fit; what fits is added", () => {
    const cart = addLine([], latte, 95);
    expect(command(cart, addCubanos(5))).toEqual({ ok: false, message: orderFullMessage(4) });
    expect(orderFullMessage(4)).toBe("Um pedido leva até 99 unidades: cabem mais 4 neste pedido.");
    expect(orderFullMessage(1)).toBe("Um pedido leva até 99 unidades: cabe mais 1 neste pedido.");
    expect(command(cart, addCubanos(4))).toMatchObject({ ok: true, cart: [{ quantity: 95 }, { quantity: 4 }] });
  });

  it("at the limit, one more of a line is refused with the message, one less is not", () => {
    const cart = addLine(addLine([], latte, 98), cubano, 1);
    const key = cartLineKey(cart[1]!);
    expect(
      command(cart, [
        ["intent", "increase"],
        ["line", key],
      ]),
    ).toEqual({
      ok: false,
      message: orderFullMessage(0),
    });
    expect(
      command(cart, [
        ["intent", "decrease"],
        ["line", cartLineKey(cart[0]!)],
      ]),
    ).toMatchObject({ ok: true });
  });
});

describe("cart commands from form data", () => {
  it("parses add with a quantity and applies it", () => {
    const data = form({ intent: "add", description: "Latte", quantidade: "2" });
    expect(parseCartForm(data)).toEqual({ ok: true, command: { intent: "add", description: "Latte", quantidade: 2 } });
    expect(applyCartCommand([], cartCommand(data))).toEqual({ ok: true, cart: [toCartLine(latte, 2)] });
  });

  it("refuses a tampered quantity with a pt-BR message", () => {
    for (const quantity of ["0", "-1", "1.5", "abc", "100"]) {
      const parsed = parseCartForm(form({ intent: "add", description: "Latte", quantidade: quantity }));
      expect(parsed.ok, quantity).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/quantidade/i);
    }
  });

  it("refuses an unknown intent and a product outside the catalogue", () => {
    expect(parseCartForm(form({ intent: "steal" }))).toEqual({ ok: false, message: "Pedido inválido." });
    expect(parseCartForm(form({}))).toEqual({ ok: false, message: "Pedido inválido." });
    expect(
      applyCartCommand([], cartCommand(form({ intent: "add", description: "Chá Mate", quantidade: "1" }))),
    ).toEqual({
      ok: false,
      message: "Este produto não está mais disponível.",
    });
  });

  it("takes the checkout's and the reorder's intents, whose fields are read apart", () => {
    expect(parseCartForm(form({ intent: "checkout", numero: "12" }))).toEqual({
      ok: true,
      command: { intent: "checkout" },
    });
    expect(parseCartForm(form({ intent: "reorder", linhas: "[]" }))).toEqual({
      ok: true,
      command: { intent: "reorder" },
    });
  });

  it("applies increase, decrease, remove and clear", () => {
    const cart = [toCartLine(latte, 2), toCartLine(cubano, 1)];
    const run = (entries: Record<string, string>) => {
      const result = applyCartCommand(cart, cartCommand(form(entries)));
      if (!result.ok) throw new Error(result.message);
      return result.cart;
    };
    const latteKey = cartLineKey(toCartLine(latte, 1));
    expect(run({ intent: "increase", line: latteKey })[0]?.quantity).toBe(3);
    expect(run({ intent: "decrease", line: "Cubano" })[1]?.quantity).toBe(1);
    expect(run({ intent: "remove", line: latteKey })).toEqual([toCartLine(cubano, 1)]);
    expect(run({ intent: "clear" })).toEqual([]);
  });
});

describe("adding with choices", () => {
  it("adds the defaults from a card and the page's choices from the product page, refusing a missing required choice", () => {
    const card = cartCommand(form({ intent: "add", description: "Latte", quantidade: "1" }));
    expect(applyCartCommand([], card)).toEqual({ ok: true, cart: [toCartLine(latte, 1)] });

    const page = new FormData();
    for (const [key, value] of [
      ["intent", "add"],
      ["description", "Latte"],
      ["quantidade", "1"],
      [WITH_CHOICES_FIELD, "1"],
      ["Tamanho", "Grande"],
      ["Leite", "Vegetal de aveia"],
      ["Adicionais", "Dose extra de expresso"],
    ] as const)
      page.append(key, value);
    expect(applyCartCommand([], cartCommand(page))).toEqual({ ok: true, cart: [toCartLine(latte, 1, grandeOat)] });

    page.delete("Tamanho");
    expect(applyCartCommand([], cartCommand(page))).toEqual({ ok: false, message: "Escolha Tamanho." });
  });
});

describe("a cart's lines", () => {
  it(`are at most ${MAX_CART_LINES}: another line is refused with the reason, more of a line is not`, () => {
    let cart = addLine([], cubano, 1);
    for (const size of ["Pequeno", "Médio", "Grande"])
      for (const milk of ["Integral", "Sem lactose", "Vegetal de aveia"])
        for (const sugar of ["Com açúcar", "Sem açúcar"])
          if (cart.length < MAX_CART_LINES)
            cart = addLine(cart, latte, 1, { Tamanho: [size], Leite: [milk], Açúcar: [sugar] });
    expect(cart).toHaveLength(MAX_CART_LINES);
    const add = (entries: [string, string][]) => {
      const data = new FormData();
      for (const [key, value] of entries) data.append(key, value);
      return applyCartCommand(cart, cartCommand(data));
    };
    expect(
      add([
        ["intent", "add"],
        ["description", "Irlandês"],
        ["quantidade", "1"],
      ]),
    ).toEqual({
      ok: false,
      message: cartFullMessage,
    });
    expect(
      add([
        ["intent", "add"],
        ["description", "Cubano"],
        ["quantidade", "1"],
      ]),
    ).toMatchObject({ ok: true });
  });
});
