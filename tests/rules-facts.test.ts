import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { catalogue } from "~/lib/catalogue";
import { rulesFacts, wholeNumbers, withRulesFacts } from "~/lib/inbox/rules-facts";

const rules = readFileSync("firestore.rules", "utf8");

describe("the facts in firestore.rules", () => {
  it("are the ones app/lib has today: run `npm run rules:facts` after changing the catalogue, a status or a limit", () => {
    expect(withRulesFacts(rules)).toBe(rules);
  });

  it("name every product of the catalogue at its price, and nothing it does not sell", () => {
    const facts = rulesFacts();
    for (const product of catalogue) {
      expect(facts).toContain(`${product.description}\\u001f${String(product.price).replace(".", "[.]")}\\u001f`);
    }
    expect(facts).not.toContain("Hacker");
  });

  it("would notice a price changed in the catalogue", () => {
    const latte = catalogue.find((product) => product.description === "Latte");
    if (!latte) throw new Error("no Latte");
    const drifted = rules.replace("Latte\\u001f12[.]5", "Latte\\u001f0[.]01");
    expect(drifted).not.toBe(rules);
    expect(withRulesFacts(drifted)).not.toBe(drifted);
  });
});

describe("whole numbers in a rules pattern", () => {
  it("match every number of the range as an int prints, and nothing else", () => {
    for (const [min, max] of [
      [1, 99],
      [0, 600],
      [5, 23],
      [100, 100],
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
