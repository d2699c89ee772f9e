export { MAX_MENU_PATTERN_LENGTH } from "./menu-document";
