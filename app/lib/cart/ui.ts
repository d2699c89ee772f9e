export { AddToCart } from "./AddToCart";
