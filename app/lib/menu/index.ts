export { catalogueMenu, pricedDrinks } from "./menu";
export { MAX_MENU_PATTERN_LENGTH, MENU_PATH } from "./menu-document";
export { DRINK_NAME_PATTERN, MENU_LIMITS } from "./menu-limits";
export { menuOnDevice } from "./menu-on-device";
export { drawingOfType, MENU_PHOTO, type MenuPhotoType, photoIdsOf, photoImage, pictureOf } from "./menu-photo";
export type { Menu, MenuChoice, MenuDrink } from "./menu-schema";
