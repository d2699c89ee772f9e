import { rulesLiteral } from "~/lib/orders/rules-patterns";

import { MAX_MENU_PATTERN_LENGTH, MENU_VERSION_MAX, menuDocumentKeys } from "./menu-document";
import { MENU_LIMITS } from "./menu-limits";
import { MENU_PHOTO, PHOTO_ID_PATTERN } from "./menu-photo";

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
    "",
    "    // A drink's photo (app/lib/menu/menu-photo.ts).",
    "    function menuPhotoKeys() {",
    `      return ${rulesLiteral([...MENU_PHOTO.keys])};`,
    "    }",
    "",
    "    function menuPhotoTypes() {",
    `      return ${rulesLiteral([...MENU_PHOTO.types])};`,
    "    }",
    "",
    "    function menuPhotoBytesMax() {",
    `      return ${MENU_PHOTO.maxBytes};`,
    "    }",
    "",
    "    function menuPhotoSideMax() {",
    `      return ${MENU_PHOTO.maxSide};`,
    "    }",
    "",
    "    function menuPhotoIdPattern() {",
    `      return ${rulesLiteral(PHOTO_ID_PATTERN)};`,
    "    }",
  ];
}
