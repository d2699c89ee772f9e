import { ORDER_NOTE_MAX, orderStatuses, paymentMethods } from "~/lib/orders";
import { alternatives, literal, ruleString, SEPARATOR, text } from "~/lib/orders/rules-patterns";
import { MAX_TABLES } from "~/lib/shop";

import { TABLE_CODE_PATTERN } from "./table-code";

/** In validTableOrder's order: "Pagar no caixa" is a table's payment too. */
function tableTextPattern(): string {
  return [
    text(0),
    alternatives(paymentMethods),
    literal(orderStatuses[0]),
    text(0, ORDER_NOTE_MAX, true),
    TABLE_CODE_PATTERN,
  ].join(SEPARATOR);
}

export function tableFunctions(): string[] {
  return [
    "    // A table order's checkoutId, payment method, status, note and its table's code.",
    "    function tableTextPattern() {",
    `      return ${ruleString(tableTextPattern())};`,
    "    }",
    "",
    "    function tableCodePattern() {",
    `      return ${ruleString(TABLE_CODE_PATTERN)};`,
    "    }",
    "",
    '    // "Mesas" in "Loja": at most this many; 0 turns ordering at a table off.',
    "    function maxTables() {",
    `      return ${MAX_TABLES};`,
    "    }",
  ];
}
