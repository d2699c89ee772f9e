import { describe, expect, it } from "vitest";

import { LINE_QUANTITY } from "~/lib/cart";
import { catalogueWithOptions } from "~/lib/catalogue";

import { cartPattern, type PricedDrink, storedCartPattern } from "./cart-pattern";
import { cartLineText, LINE_SEPARATOR } from "./order-line-text";

const buildDrinks: PricedDrink[] = catalogueWithOptions().map(({ product, groups }) => ({ ...product, groups }));

/** As the rules match a cart: every line, each followed by the line end. */
function accepts(drinks: readonly PricedDrink[], lines: { description: string; price: number; quantity?: number }[]) {
  const cart = lines.map((line) => cartLineText({ type: "", image: "", quantity: 1, ...line, choices: undefined }));
  return new RegExp(`^${cartPattern(drinks, LINE_QUANTITY)}$`).test(cart.join(LINE_SEPARATOR) + LINE_SEPARATOR);
}

describe("the cart's pattern, made from the drinks and their prices", () => {
  it("takes the build's catalogue at its prices, and no other price", () => {
    expect(accepts(buildDrinks, [{ description: "Latte", price: 12.5, quantity: 2 }])).toBe(true);
    expect(accepts(buildDrinks, [{ description: "Latte", price: 12.4 }])).toBe(false);
  });

  it("follows a menu's new price: the Latte at R$ 13,00 is taken, at R$ 12,50 refused", () => {
    const dearer = buildDrinks.map((drink) => (drink.description === "Latte" ? { ...drink, price: 13 } : drink));
    expect(accepts(dearer, [{ description: "Latte", price: 13 }])).toBe(true);
    expect(accepts(dearer, [{ description: "Latte", price: 12.5 }])).toBe(false);
  });

  it("refuses a drink the menu leaves out, whatever the rest of the cart", () => {
    const withoutIrish = buildDrinks.filter((drink) => drink.description !== "Irlandês");
    const irish = { description: "Irlandês", price: 22.9 };
    expect(accepts(buildDrinks, [irish])).toBe(true);
    expect(accepts(withoutIrish, [irish])).toBe(false);
    expect(accepts(withoutIrish, [{ description: "Latte", price: 12.5 }, irish])).toBe(false);
  });

  it("is stored with its separators and marks as characters, the same pattern", () => {
    const stored = storedCartPattern(buildDrinks, LINE_QUANTITY);
    expect(stored).not.toContain("\\u");
    expect(stored).toContain(LINE_SEPARATOR);
    const cart = cartLineText({ description: "Latte", type: "", image: "", price: 12.5, quantity: 1 }) + LINE_SEPARATOR;
    expect(new RegExp(`^${stored}$`).test(cart)).toBe(true);
  });
});
