/**
 * `shop/menu`: the Dono's menu as the rules read it (issue 56). Each order's cart is matched against its
 * `cartPattern`, made by cartPattern() from the menu's drinks and prices; without one, the build's catalogue.
 */
export const menuDocumentKeys = ["cartPattern", "updatedAt"] as const;
/** Far below what the rules' regular expressions take: a menu whose pattern is longer cannot be saved. */
export const MAX_MENU_PATTERN_LENGTH = 20_000;
