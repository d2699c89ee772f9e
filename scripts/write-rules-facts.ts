/** `npm run rules:facts`: writes the facts firestore.rules checks from app/lib (app/lib/inbox/rules-facts.ts). */
import { readFileSync, writeFileSync } from "node:fs";

import { withRulesFacts } from "./rules-facts";

const path = new URL("../firestore.rules", import.meta.url);
const before = readFileSync(path, "utf8");
const after = withRulesFacts(before);
if (after === before) console.log("firestore.rules: facts up to date");
else {
  writeFileSync(path, after);
  console.log("firestore.rules: facts rewritten");
}
