// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";

import { findProduct, type Product } from "~/lib/catalogue";

import { decreaseLine, reconcileCart, toCartLine } from "./cart";
import { LINE_QUANTITY } from "./cart-quantity";
import { readCart, writeCart } from "./cart-storage";

function product(description: string): Product {
  const found = findProduct(description);
  if (!found) throw new Error(`no ${description} in the catalogue`);
  return found;
}

const latte = product("Latte");
const grandeOat = { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"], Adicionais: ["Dose extra de expresso"] };
/** A line as the version before choices (decision 0019) stored it. */
const olderLatte = { image: latte.image, type: latte.type, description: "Latte", price: 12.5 };

function store(lines: unknown): void {
  localStorage.setItem("cart", JSON.stringify(lines));
}

const storedLines = (): unknown[] => JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[];

beforeEach(() => localStorage.clear());

describe("a stored cart with the same line twice, as another tab or version can leave it", () => {
  const { max } = LINE_QUANTITY;

  it("is read as one line, within the line's limit", async () => {
    store([toCartLine(latte, max), toCartLine(latte, max)]);
    expect(await readCart()).toEqual([toCartLine(latte, max)]);
    store([
      { ...olderLatte, quantity: 60 },
      { ...olderLatte, quantity: 60 },
    ]);
    expect(await readCart()).toEqual([{ ...olderLatte, quantity: max }]);
  });

  it("folds the same choices in another order, and leaves the same drink with other choices apart", async () => {
    const oat = toCartLine(latte, 2, grandeOat);
    const reordered = {
      ...oat,
      quantity: 3,
      choices: { Adicionais: ["Dose extra de expresso"], Leite: ["Vegetal de aveia"], Tamanho: ["Grande"] },
    };
    store([toCartLine(latte, 1), oat, reordered, toCartLine(latte, 4)]);
    expect((await readCart()).map((line) => line.quantity)).toEqual([5, 5]);
  });

  it("is stored folded by the next write", async () => {
    store([toCartLine(latte, max), toCartLine(latte, max)]);
    const cart = reconcileCart(await readCart());
    writeCart(decreaseLine(cart, "Latte · Pequeno · Integral"));
    expect(storedLines()).toEqual([toCartLine(latte, max - 1)]);
  });
});
