import { rulesLiteral } from "~/lib/orders/rules-patterns";

import { MAX_MENU_PATTERN_LENGTH, menuDocumentKeys } from "./menu-document";

export function menuFunctions(): string[] {
  return [
    "    // The Dono's menu (app/lib/menu/menu-document.ts).",
    "    function menuKeys() {",
    `      return ${rulesLiteral([...menuDocumentKeys])};`,
    "    }",
    "",
    "    function menuPatternMax() {",
    `      return ${MAX_MENU_PATTERN_LENGTH};`,
    "    }",
  ];
}
