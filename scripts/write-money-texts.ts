/**
 * `npm run money-texts`: writes app/lib/catalogue/money-texts.generated.ts (scripts/money-texts.ts) with
 * Intl's pt-BR BRL texts. Run it after changing a price in the catalogue or its options.
 */
import { readFileSync, writeFileSync } from "node:fs";

import { moneyPatternOf, moneyTextsSource } from "./money-texts";

const file = new URL("../app/lib/catalogue/money-texts.generated.ts", import.meta.url);
const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const source = moneyTextsSource(
  (value) => brl.format(value),
  moneyPatternOf((value) => brl.formatToParts(value)),
);
if (readFileSync(file, { encoding: "utf8", flag: "a+" }) === source) console.log("money texts: up to date");
else {
  writeFileSync(file, source);
  console.log("money texts: rewritten");
}
