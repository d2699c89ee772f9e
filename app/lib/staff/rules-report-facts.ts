import { rulesLiteral } from "~/lib/orders/rules-patterns";

import { daySummarySchema, SUMMARY_AFTER_DAYS } from "./day-summary";

export function reportFunctions(): string[] {
  return [
    '    // A closed day\'s summary for "Relatórios" (app/lib/reports/day-summary.ts).',
    "    function daySummaryKeys() {",
    `      return ${rulesLiteral(Object.keys(daySummarySchema.shape))};`,
    "    }",
    "",
    "    function summaryAfterDays() {",
    `      return ${SUMMARY_AFTER_DAYS};`,
    "    }",
  ];
}
