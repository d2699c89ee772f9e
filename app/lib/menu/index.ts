export { catalogueMenu, groupsOfDrink, pricedDrinks, productOf } from "./menu";
export { MAX_MENU_PATTERN_LENGTH, MENU_PATH, MENU_VERSION_MAX, menuDocumentKeys } from "./menu-document";
export { MENU_LIMITS } from "./menu-limits";
export type { Menu, MenuChoice, MenuDrink, MenuGroup, StoredMenu } from "./menu-schema";
export { menuOnDevice, readStoredMenu, storedMenuVersion, writeStoredMenu } from "./menu-storage";
