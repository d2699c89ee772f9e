import { describe, expect, it } from "vitest";

import { catalogueWithOptions } from "~/lib/catalogue";

import {
  cartLineText,
  documentLines,
  FIELD_SEPARATOR,
  LINE_SEPARATOR,
  PRICE_MARK,
  PRICE_UNIT_CENTS,
  priceRun,
  readCartLines,
} from "./order-line-text";

const marks = (count: number) => PRICE_MARK.repeat(count);
const fields = (...parts: string[]) => parts.join(FIELD_SEPARATOR);
const latte = { description: "Latte", type: "Tradicional", image: "/coffees/latte.svg", price: 12.5, quantity: 2 };

describe("prices as marks", () => {
  it("count in the largest unit every price of the catalogue and its options is a whole number of", () => {
    expect(PRICE_UNIT_CENTS).toBe(10);
    for (const { product, groups } of catalogueWithOptions()) {
      const prices = [product.price, ...groups.flatMap((group) => group.options.map((option) => option.price))];
      for (const price of prices) expect(Math.round(price * 100) % PRICE_UNIT_CENTS, product.description).toBe(0);
    }
  });

  it("write a price as one mark per unit", () => {
    expect(priceRun(12.5)).toBe(marks(125));
    expect(priceRun(0)).toBe("");
  });
});

describe("cartLineText", () => {
  it("writes the quantity, the description, the base price and each group's options with their prices", () => {
    const grande = {
      ...latte,
      price: 16.5,
      quantity: 1,
      choices: { Tamanho: ["Grande"], Leite: ["Integral"], Açúcar: ["Adoçante"] },
    };
    expect(cartLineText(grande)).toBe(
      fields("1", "Latte", marks(125), `Grande${marks(40)}`, "Integral", "", "Adoçante"),
    );
  });

  it("takes the product's defaults for a line without choices", () => {
    expect(cartLineText(latte)).toBe(fields("2", "Latte", marks(125), "Pequeno", "Integral", "", ""));
  });

  it("writes a base that is no whole number of marks as it is, for the rules to refuse", () => {
    expect(cartLineText({ ...latte, price: 0.05 })).toBe(fields("2", "Latte", "0.05", "Pequeno", "Integral", "", ""));
  });
});

describe("documentLines", () => {
  it("merges equal lines, product and choices alike, in the cart's order", () => {
    const oat = { ...latte, price: 15.5, quantity: 1, choices: { Leite: ["Vegetal de aveia"] } };
    expect(documentLines([latte, oat, { ...latte, quantity: 3 }])).toEqual([
      cartLineText({ ...latte, quantity: 5 }),
      cartLineText(oat),
    ]);
  });
});

describe("readCartLines", () => {
  it("reads back what cartLineText writes, the price with the options", () => {
    const line = {
      ...latte,
      price: 18.5,
      choices: { Tamanho: ["Grande"], Leite: ["Integral"], Adicionais: ["Chantilly"] },
    };
    expect(readCartLines([cartLineText(line)])).toEqual([line]);
  });

  it("shows the options of a group this version does not know under its position", () => {
    const line = fields("1", "Latte", marks(125), "Pequeno", "Integral", "", "", `Canela${marks(5)}`);
    expect(readCartLines([line])).toMatchObject([{ price: 13, choices: { "Opções 5": ["Canela"] } }]);
  });

  it("reads lines of orders before options, and splits lines joined in one as the rules do", () => {
    const joined = `${fields("Latte", "12.5", "1")}${LINE_SEPARATOR}${fields("Cubano", "18.9", "2")}`;
    expect(readCartLines([joined])).toEqual([
      { description: "Latte", type: "Tradicional", image: "/coffees/latte.svg", price: 12.5, quantity: 1 },
      { description: "Cubano", type: "Alcoólico", image: "/coffees/cubano.svg", price: 18.9, quantity: 2 },
    ]);
  });

  it("keeps lines written as maps as they are, and reads a cart with a line that is none as null", () => {
    const maps = [{ description: "Latte", price: 12.5, quantity: 1 }];
    expect(readCartLines(maps)).toBe(maps);
    expect(readCartLines([fields("Latte", "12.5", "1", "extra")])).toBeNull();
    expect(readCartLines([fields("2", "Latte", "0.05", "Pequeno")])).toBeNull();
  });
});
