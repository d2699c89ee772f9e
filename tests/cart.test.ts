import { describe, expect, it } from "vitest";

import {
  addLine,
  cartCount,
  cartTotal,
  decreaseLine,
  increaseLine,
  LINE_QUANTITY,
  lineTotal,
  reconcileCart,
  removeLine,
  toCartLine,
} from "~/lib/cart";
import { applyCartCommand, parseCartCommand } from "~/lib/cart-intents";
import { findProduct, type Product } from "~/lib/catalogue";

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
    expect(increaseLine(cart, "Latte")[0]?.quantity).toBe(2);
    expect(decreaseLine(cart, "Latte")[0]?.quantity).toBe(1);
    expect(decreaseLine(addLine([], latte, 3), "Latte")[0]?.quantity).toBe(2);
    expect(removeLine(addLine(cart, cubano, 1), "Latte").map((l) => l.description)).toEqual(["Cubano"]);
  });

  it("caps a line at the maximum", () => {
    expect(addLine([], latte, 200)[0]?.quantity).toBe(LINE_QUANTITY.max);
    expect(increaseLine(addLine([], latte, LINE_QUANTITY.max), "Latte")[0]?.quantity).toBe(LINE_QUANTITY.max);
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

describe("cart commands from form data", () => {
  it("parses add with a quantity and applies it", () => {
    const parsed = parseCartCommand(form({ intent: "add", description: "Latte", quantidade: "2" }));
    expect(parsed).toEqual({ ok: true, command: { intent: "add", description: "Latte", quantidade: 2 } });
    if (!parsed.ok) return;
    expect(applyCartCommand([], parsed.command)).toEqual({ ok: true, cart: [toCartLine(latte, 2)] });
  });

  it("refuses a tampered quantity with a pt-BR message", () => {
    for (const quantity of ["0", "-1", "1.5", "abc", "100"]) {
      const parsed = parseCartCommand(form({ intent: "add", description: "Latte", quantidade: quantity }));
      expect(parsed.ok, quantity).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/quantidade/i);
    }
  });

  it("refuses an unknown intent and a product outside the catalogue", () => {
    expect(parseCartCommand(form({ intent: "steal" })).ok).toBe(false);
    const parsed = parseCartCommand(form({ intent: "add", description: "Chá Mate", quantidade: "1" }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(applyCartCommand([], parsed.command)).toEqual({
        ok: false,
        message: "Este produto não está mais disponível.",
      });
  });

  it("applies increase, decrease, remove and clear", () => {
    const cart = [toCartLine(latte, 2), toCartLine(cubano, 1)];
    const run = (entries: Record<string, string>) => {
      const parsed = parseCartCommand(form(entries));
      if (!parsed.ok) throw new Error(parsed.message);
      const result = applyCartCommand(cart, parsed.command);
      if (!result.ok) throw new Error(result.message);
      return result.cart;
    };
    expect(run({ intent: "increase", description: "Latte" })[0]?.quantity).toBe(3);
    expect(run({ intent: "decrease", description: "Cubano" })[1]?.quantity).toBe(1);
    expect(run({ intent: "remove", description: "Latte" })).toEqual([toCartLine(cubano, 1)]);
    expect(run({ intent: "clear" })).toEqual([]);
  });
});
