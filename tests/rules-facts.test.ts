import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart/cart";
import { findProduct, type Product } from "~/lib/catalogue/catalogue";
import { catalogueWithOptions } from "~/lib/catalogue/catalogue-options";
import { defaultChoices } from "~/lib/catalogue/options";
import { cartLineText, PRICE_MARK } from "~/lib/orders/order-line-text";
import { wholeNumbers } from "~/lib/orders/rules-patterns";

import { withRulesFacts } from "../scripts/rules-facts";

const rules = readFileSync("firestore.rules", "utf8");

describe("the facts in firestore.rules", () => {
  it("are the ones app/lib has today: run `npm run rules:facts` after changing the catalogue, a status or a limit", () => {
    expect(withRulesFacts(rules)).toBe(rules);
  });

  it("take every product of the catalogue with each of its options at its price, and nothing it does not sell", () => {
    const cart = cartPattern();
    const accepts = (lines: readonly string[]) => cart.test(lines.map((text) => `${text}\u001e`).join(""));
    for (const { product, groups } of catalogueWithOptions()) {
      expect(accepts([line(product, 1)]), product.description).toBe(true);
      for (const group of groups)
        for (const option of group.options) {
          const choices = { ...defaultChoices(groups), [group.name]: [option.name] };
          expect(accepts([line(product, 99, choices)]), `${product.description} ${option.name}`).toBe(true);
        }
    }
    const latte = findProduct("Latte");
    if (!latte) throw new Error("no Latte");
    const honest = line(latte, 2, { Tamanho: ["Grande"], Leite: ["Integral"] });
    expect(honest).toContain("Grande");
    expect(accepts([honest, line(latte, 1)])).toBe(true);
    expect(accepts([honest.replace("Latte", "Hacker")]), "hacker").toBe(false);
    expect(accepts([honest.replace("Grande", "Gigante")]), "gigante").toBe(false);
    expect(accepts([honest.replace(`Grande${PRICE_MARK}`, "Grande")]), "mark").toBe(false);
    expect(accepts([honest.replace("2", "100")])).toBe(false);
  });

  it("would notice a price changed in the catalogue", () => {
    const drifted = rules.replace("Latte\\u001f\\u00a4{125}", "Latte\\u001f\\u00a4{1}");
    expect(drifted).not.toBe(rules);
    expect(withRulesFacts(drifted)).not.toBe(drifted);
  });
});

/** The cart's pattern as firestore.rules holds it, as a JS RegExp (the same syntax for what it uses). */
function cartPattern(): RegExp {
  const found = /function buildCartPattern\(\) \{\s*return '([^']*)';/.exec(rules)?.[1];
  if (!found) throw new Error("no cart pattern in firestore.rules");
  const text = found.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return new RegExp(`^(?:${text})$`);
}

function line(product: Product, quantity: number, choices?: Record<string, string[]>): string {
  return cartLineText(toCartLine(product, quantity, choices));
}

describe("whole numbers in a rules pattern", () => {
  it("match every number of the range as an int prints, and nothing else", () => {
    for (const [min, max] of [
      [1, 99],
      [0, 600],
      [5, 23],
      [100, 100],
      [0, 1440],
      [1, 50],
      [37, 1234],
    ] as const) {
      const pattern = new RegExp(`^${wholeNumbers(min, max)}$`);
      for (let n = 0; n <= max + 20; n++)
        expect(pattern.test(String(n)), `${n} in ${min}-${max}`).toBe(n >= min && n <= max);
      expect(pattern.test(`0${min}`)).toBe(false);
      expect(pattern.test(`${max}.0`)).toBe(false);
    }
  });
});

describe("firestore.indexes.json", () => {
  it("has Firestore delete an unused move ticket once the expiresAt the rules require has passed", () => {
    const indexes = JSON.parse(readFileSync("firestore.indexes.json", "utf8")) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: "orderMoves", fieldPath: "expiresAt", ttl: true }),
    );
    expect(rules).toContain(
      "request.resource.data.expiresAt <= request.time + duration.value(moveTicketDays() + 1, 'd')",
    );
  });
});
