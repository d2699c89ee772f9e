import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { catalogue } from "~/lib/catalogue";
import { rulesFacts, withRulesFacts } from "~/lib/inbox/rules-facts";

const rules = readFileSync("firestore.rules", "utf8");

describe("the facts in firestore.rules", () => {
  it("are the ones app/lib has today: run `npm run rules:facts` after changing the catalogue, a status or a limit", () => {
    expect(withRulesFacts(rules)).toBe(rules);
  });

  it("name every product of the catalogue at its price, and nothing it does not sell", () => {
    const facts = rulesFacts();
    for (const product of catalogue) {
      expect(facts).toContain(`${product.description}\\u001f${product.type}`);
      expect(facts).toContain(`\\u001f${String(product.price).replace(".", "[.]")}`);
    }
    expect(facts).not.toContain("Hacker");
  });

  it("would notice a price changed in the catalogue", () => {
    const latte = catalogue.find((product) => product.description === "Latte");
    if (!latte) throw new Error("no Latte");
    const drifted = rules.replace("latte[.]svg\\u001f12[.]5", "latte[.]svg\\u001f0[.]01");
    expect(drifted).not.toBe(rules);
    expect(withRulesFacts(drifted)).not.toBe(drifted);
  });
});
