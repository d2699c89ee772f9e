import { batchGetRequest } from "~/lib/firestore";
import type { InboxConfig } from "~/lib/platform";

/**
 * `shop/menu`: the Dono's menu (issue 56). `menu` is its data, `version` names it (the shop's settings carry the
 * same `menuVersion`, so a device reads the menu only when it changed), and each order's cart is matched against
 * `cartPattern`, made by cartPattern() from the menu's shown drinks and prices; without one, the build's catalogue.
 */
export const menuDocumentKeys = ["menu", "version", "cartPattern", "updatedAt"] as const;
export const MENU_PATH = { collection: "shop", id: "menu" } as const;
/** The rules refuse a longer regular expression ("Regular expression too long. Maximum allowed length: 4096"). */
export const RULES_REGEX_MAX_LENGTH = 4_096;
/** A menu whose pattern is longer cannot be saved (every order would be refused): the limit, with room. */
export const MAX_MENU_PATTERN_LENGTH = 4_000;
export const MENU_VERSION_MAX = 40;

/** Anyone may read it, with no SDK: a menu never saved answers "missing". */
export function menuDocumentRequest(config: InboxConfig): { url: string; body: string } | null {
  return batchGetRequest(config, [`${MENU_PATH.collection}/${MENU_PATH.id}`]);
}
