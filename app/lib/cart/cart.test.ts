import { describe, expect, it } from "vitest";
import { z } from "zod";

import { findProduct, type Product } from "~/lib/catalogue";

import {
  addLine,
  cartLineKey,
  cartTotal,
  decreaseLine,
  increaseLine,
  lineChoiceNames,
  lineTotal,
  orderRoom,
  reconcileCart,
  removeLine,
  toCartLine,
} from "./cart";
import { cartCount, LINE_QUANTITY, MAX_ORDER_UNITS, storedCartCount } from "./cart-quantity";

function product(description: string): Product {
  const found = findProduct(description);
  if (!found) throw new Error(`no ${description} in the catalogue`);
  return found;
}

const latte = product("Latte");
const cubano = product("Cubano");

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

const grandeOat = { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"], Adicionais: ["Dose extra de expresso"] };

describe(`a stored cart holds at most ${MAX_ORDER_UNITS} units`, () => {
  it("a stored cart over the limit is read up to it, and the header counts the same", () => {
    const stored = [toCartLine(latte, 80), toCartLine(cubano, 30), toCartLine(findProduct("Irlandês")!, 5)];
    const read = reconcileCart(stored);
    expect(read.map((line) => line.quantity)).toEqual([80, 19]);
    expect(storedCartCount(stored)).toBe(cartCount(read));
  });
});

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
