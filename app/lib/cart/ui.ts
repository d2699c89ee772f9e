export { AddToCart } from "./AddToCart";
export { ChoicesSheet } from "./ChoicesSheet";
export { ProductChoices } from "./ProductChoices";
