import { rulesLiteral } from "~/lib/orders/rules-patterns";

import { MAX_MENU_PATTERN_LENGTH, MENU_VERSION_MAX, menuDocumentKeys } from "./menu-document";
import { MENU_LIMITS } from "./menu-limits";

export function menuFunctions(): string[] {
  return [
    "    // The Dono's menu (app/lib/menu/menu-document.ts, menu-limits.ts).",
    "    function menuKeys() {",
    `      return ${rulesLiteral([...menuDocumentKeys])};`,
    "    }",
    "",
    "    function menuPatternMax() {",
    `      return ${MAX_MENU_PATTERN_LENGTH};`,
    "    }",
    "",
    "    function menuVersionMax() {",
    `      return ${MENU_VERSION_MAX};`,
    "    }",
    "",
    "    function menuDrinksMax() {",
    `      return ${MENU_LIMITS.drinks};`,
    "    }",
    "",
    "    function menuGroupsMax() {",
    `      return ${MENU_LIMITS.groups};`,
    "    }",
  ];
}
