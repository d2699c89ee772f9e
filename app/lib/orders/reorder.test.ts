import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import { findProduct } from "~/lib/catalogue";
import { defaultShopSettings } from "~/lib/shop";

import { leftOutText, parseReorderLines, parseReorderNotice, reorderCart, reorderLinesValue } from "./reorder";

const latte = findProduct("Latte");
const cubano = findProduct("Cubano");
if (!latte || !cubano) throw new Error("catalogue changed");

describe("Pedir de novo", () => {
  it("keeps each line's choices, and says a line whose choice the menu no longer has (issue 59)", () => {
    const grandeOat = { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"] };
    const lines = parseReorderLines(
      reorderLinesValue([
        { description: "Latte", quantity: 1, choices: grandeOat },
        { description: "Latte", quantity: 2, choices: { Tamanho: ["Gigante"] } },
      ]),
    );
    const { cart, leftOut } = reorderCart([], lines ?? [], defaultShopSettings);
    expect(cart).toEqual([toCartLine(latte, 1, grandeOat)]);
    expect(leftOut).toEqual([{ description: "Latte", reason: "option-gone" }]);
    expect(leftOutText(leftOut)).toBe("Ficaram de fora: Latte (uma opção escolhida não existe mais).");
  });

  it("puts the order's lines in the cart at today's prices, merged with what it holds", () => {
    const lines = parseReorderLines(
      reorderLinesValue([
        { description: "Latte", quantity: 2 },
        { description: "Cubano", quantity: 1 },
      ]),
    );
    expect(lines).not.toBeNull();
    const { cart, leftOut } = reorderCart([toCartLine(latte, 1)], lines ?? [], defaultShopSettings);
    expect(cart).toEqual([toCartLine(latte, 3), toCartLine(cubano, 1)]);
    expect(leftOut).toEqual([]);
  });

  it("leaves out, by name and once each, what ran out and what left the catalogue", () => {
    const lines = [
      { description: "Café Imperial", quantity: 2 },
      { description: "Latte", quantity: 1 },
      { description: "Cubano", quantity: 1 },
      { description: "Café Imperial", quantity: 1 },
    ];
    const { cart, leftOut } = reorderCart([], lines, { soldOut: ["Latte"] });
    expect(cart).toEqual([toCartLine(cubano, 1)]);
    expect(leftOut).toEqual([
      { description: "Café Imperial", reason: "retired" },
      { description: "Latte", reason: "sold-out" },
    ]);
    expect(leftOutText(leftOut)).toBe("Ficaram de fora: Café Imperial (não está mais no cardápio) e Latte (esgotado).");
  });

  it("adds a line only when all of it fits in the order, naming the one that did not", () => {
    const { cart, leftOut } = reorderCart(
      [toCartLine(latte, 90)],
      [
        { description: "Latte", quantity: 20 },
        { description: "Latte", quantity: 9 },
      ],
      defaultShopSettings,
    );
    expect(cart).toEqual([toCartLine(latte, 99)]);
    expect(leftOut).toEqual([{ description: "Latte", reason: "order-full" }]);
    expect(leftOutText(leftOut)).toBe("Ficaram de fora: Latte (um pedido leva até 99 unidades).");
    expect(reorderLinesValue([{ description: "Latte", quantity: 500 }])).toBe(
      '[{"description":"Latte","quantity":99}]',
    );
  });

  it("takes from the form only a list of lines, and from history only a notice", () => {
    for (const value of [null, "", "{", "[]", '[{"description":"Latte","quantity":0}]', '{"description":"Latte"}'])
      expect(parseReorderLines(value)).toBeNull();
    expect(parseReorderNotice({ reordered: true, leftOut: [{ description: "Latte", reason: "sold-out" }] })).toEqual({
      reordered: true,
      leftOut: [{ description: "Latte", reason: "sold-out" }],
    });
    expect(parseReorderNotice({ leftOut: "x" })).toBeNull();
    expect(parseReorderNotice(null)).toBeNull();
  });
});
