import { rulesLiteral } from "~/lib/orders/rules-patterns";
import { defaultLoyalty, MAX_REWARD_AMOUNT, MAX_STAMPS_PER_REWARD } from "~/lib/shop";

import { STAMP_CHANGES_KEPT, STAMP_CLOCK_SLACK_MS, stampChangeKinds } from "./stamp-card";

/** The stamp card's facts (app/lib/stamps): decision 0033. */
export function stampFunctions(): string[] {
  return [
    "    function stampChangeKinds() {",
    `      return ${rulesLiteral([...stampChangeKinds])};`,
    "    }",
    "",
    "    function stampChangesKept() {",
    `      return ${STAMP_CHANGES_KEPT};`,
    "    }",
    "",
    "    function stampClockSlackMs() {",
    `      return ${STAMP_CLOCK_SLACK_MS};`,
    "    }",
    "",
    '    // "Cartão fidelidade": settings saved before the card have none: the defaults.',
    "    function loyalty(settings) {",
    `      return settings.get('loyalty', ${rulesLiteral({ ...defaultLoyalty })});`,
    "    }",
    "",
    "    function validLoyalty(l) {",
    "      return l is map && l.size() == 3 && l.active is bool",
    `        && l.stampsPerReward is int && l.stampsPerReward >= 1 && l.stampsPerReward <= ${MAX_STAMPS_PER_REWARD}`,
    `        && l.maxReward is number && l.maxReward > 0 && l.maxReward <= ${MAX_REWARD_AMOUNT};`,
    "    }",
  ];
}
