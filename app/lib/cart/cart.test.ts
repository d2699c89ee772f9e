import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  addLine,
  cartFullMessage,
  cartLineKey,
  cartTotal,
  decreaseLine,
  increaseLine,
  lineChoiceNames,
  lineTotal,
  MAX_CART_LINES,
  orderFullMessage,
  orderRoom,
  reconcileCart,
  removeLine,
  toCartLine,
} from "~/lib/cart/cart";
import { applyCartCommand, type CartCommand, parseCartForm } from "~/lib/cart/cart-intents";
import { cartCount, LINE_QUANTITY, MAX_ORDER_UNITS, storedCartCount } from "~/lib/cart/cart-quantity";
import { findProduct, type Product } from "~/lib/catalogue/catalogue";
import { WITH_CHOICES_FIELD } from "~/lib/catalogue/options";

function product(description: string): Product {
  const found = findProduct(description);
  if (!found) throw new Error(`no ${description} in the catalogue`);
  return found;
}

const latte = product("Latte");
const cubano = product("Cubano");

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

describe("cart operations", () => {
  it("appends a new line, then grows it by the added quantity", () => {
    const once = addLine([], latte, 2);
    expect(once).toEqual([toCartLine(latte, 2)]);
    const twice = addLine(once, latte, 3);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(5);
    expect(addLine(twice, cubano, 1).map((l) => l.description)).toEqual(["Latte", "Cubano"]);
  });

  it("increases by one, decreases by one but never below 1, and removes", () => {
    const cart = addLine([], latte, 1);
    const key = cartLineKey(toCartLine(latte, 1));
    expect(increaseLine(cart, key)[0]?.quantity).toBe(2);
    expect(decreaseLine(cart, key)[0]?.quantity).toBe(1);
    expect(decreaseLine(addLine([], latte, 3), key)[0]?.quantity).toBe(2);
    expect(removeLine(addLine(cart, cubano, 1), key).map((l) => l.description)).toEqual(["Cubano"]);
  });

  it("caps a line at the maximum", () => {
    expect(addLine([], latte, 200)[0]?.quantity).toBe(LINE_QUANTITY.max);
    const key = cartLineKey(toCartLine(latte, 1));
    expect(increaseLine(addLine([], latte, LINE_QUANTITY.max), key)[0]?.quantity).toBe(LINE_QUANTITY.max);
  });

  it("counts quantities and sums totals in cents", () => {
    const cart = addLine(addLine([], latte, 2), product("Café com Leite"), 3);
    expect(cartCount(cart)).toBe(5);
    expect(lineTotal({ price: 8.9, quantity: 3 })).toBe(26.7);
    expect(cartTotal(cart)).toBe(51.7);
    expect(cartCount([])).toBe(0);
    expect(cartTotal([])).toBe(0);
  });

  it("reconciles stored lines with the catalogue: unknown dropped, price from the catalogue, repeats merged", () => {
    const stored = [
      { ...toCartLine(latte, 1), price: 0.01, image: "/evil.svg" },
      { image: "/x.svg", type: "Tradicional" as const, description: "Chá Mate", price: 5, quantity: 1 },
      toCartLine(latte, 2),
    ];
    expect(reconcileCart(stored)).toEqual([toCartLine(latte, 3)]);
  });
});

describe("a line never holds more than the maximum", () => {
  const { max } = LINE_QUANTITY;

  it("when two stored lines of the same product are merged", () => {
    const stored = [toCartLine(latte, max), toCartLine(latte, max)];
    expect(reconcileCart(stored)).toEqual([toCartLine(latte, max)]);
  });

  it("when storage was tampered with: 500 becomes the maximum", () => {
    expect(reconcileCart([toCartLine(cubano, 500)])).toEqual([toCartLine(cubano, max)]);
  });
});

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

  it("a stored cart over the limit is read up to it, and the header counts the same", () => {
    const stored = [toCartLine(latte, 80), toCartLine(cubano, 30), toCartLine(findProduct("Irlandês")!, 5)];
    const read = reconcileCart(stored);
    expect(read.map((line) => line.quantity)).toEqual([80, 19]);
    expect(storedCartCount(stored)).toBe(cartCount(read));
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

const grandeOat = { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"], Adicionais: ["Dose extra de expresso"] };

describe("lines with choices", () => {
  it("prices a line with its choices; the same product with other choices is another line", () => {
    const cart = addLine(addLine([], latte, 1), latte, 2, grandeOat);
    expect(cart).toHaveLength(2);
    expect(cart[1]).toMatchObject({ description: "Latte", price: 22.5, quantity: 2 });
    expect(lineChoiceNames(cart[1]!)).toEqual(["Grande", "Vegetal de aveia", "Dose extra de expresso"]);
    expect(cartTotal(cart)).toBe(12.5 + 45);
    // The same choices in another order are the same line.
    const again = addLine(cart, latte, 1, {
      Adicionais: ["Dose extra de expresso"],
      Leite: ["Vegetal de aveia"],
      Tamanho: ["Grande"],
    });
    expect(again.map((line) => line.quantity)).toEqual([1, 3]);
  });

  it("increases, decreases and removes one line, leaving the other lines of the product", () => {
    const cart = addLine(addLine([], latte, 1), latte, 2, grandeOat);
    const oatKey = cartLineKey(cart[1]!);
    expect(increaseLine(cart, oatKey).map((line) => line.quantity)).toEqual([1, 3]);
    expect(decreaseLine(cart, oatKey).map((line) => line.quantity)).toEqual([1, 1]);
    expect(removeLine(cart, oatKey)).toEqual([toCartLine(latte, 1)]);
  });

  it("keeps the order's lines together within its most units, which also bounds the previous version's merge", () => {
    const cart = addLine(addLine([], latte, 60), latte, 60, grandeOat);
    expect(cart.map((line) => line.quantity)).toEqual([60, 39]);
    expect(increaseLine(cart, cartLineKey(cart[1]!)).map((line) => line.quantity)).toEqual([60, 39]);
    expect(addLine(cart, cubano, 1)).toEqual(cart);
    expect(orderRoom(cart)).toBe(0);
  });

  it("reads an older cart (no choices) as lines with the defaults, at the same price", () => {
    const older = [{ image: latte.image, type: latte.type, description: "Latte", price: 12.5, quantity: 2 }];
    const [line] = reconcileCart(older);
    expect(line).toEqual({ ...older[0], choices: { Tamanho: ["Pequeno"], Leite: ["Integral"] } });
  });

  it("takes prices from the catalogue, not from storage, and choices that no longer fit become the defaults", () => {
    const stored = [
      { ...toCartLine(latte, 1, grandeOat), price: 0.01 },
      { ...toCartLine(latte, 1), choices: { Tamanho: ["Gigante"] } },
    ];
    expect(reconcileCart(stored)).toEqual([toCartLine(latte, 1, grandeOat), toCartLine(latte, 1)]);
  });

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

/** The previous version's reader (main before decision 0019): its schema drops unknown fields, its reconcile merges a product's lines. */
const previousCartItem = z.object({
  image: z.string(),
  type: z.string(),
  description: z.string().min(1),
  price: z.number().nonnegative(),
  quantity: z.int().positive(),
});

function previousVersionReads(stored: unknown[]): { description: string; quantity: number }[] {
  const merged = new Map<string, number>();
  for (const entry of stored) {
    const parsed = previousCartItem.safeParse(entry);
    if (!parsed.success) continue;
    const { description, quantity } = parsed.data;
    merged.set(description, Math.min(LINE_QUANTITY.max, Math.max(1, (merged.get(description) ?? 0) + quantity)));
  }
  return [...merged].map(([description, quantity]) => ({ description, quantity }));
}

describe("a cart of this version, read by the previous one", () => {
  it("reads every line, and a product's lines merged lose no unit", () => {
    let cart = addLine([], latte, 60);
    cart = addLine(cart, latte, 30, grandeOat);
    cart = addLine(cart, cubano, 2);
    const stored: unknown[] = JSON.parse(JSON.stringify(cart));
    expect(previousVersionReads(stored)).toEqual([
      { description: "Latte", quantity: 90 },
      { description: "Cubano", quantity: 2 },
    ]);
    expect(cartCount(cart)).toBe(92);
  });
});
