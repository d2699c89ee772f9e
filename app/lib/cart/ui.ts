export { AddToCart } from "./AddToCart";
export { ProductChoices } from "./ProductChoices";
