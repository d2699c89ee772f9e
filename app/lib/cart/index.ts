export {
  addLine,
  cartFullMessage,
  cartLineKey,
  cartTotal,
  lineChoiceNames,
  lineTotal,
  MAX_CART_LINES,
  notSoldLines,
  notSoldText,
  orderFullMessage,
  orderRoom,
  priceChanges,
  priceChangeText,
  pricesChangedText,
  reconcileCart,
  toCartLine,
} from "./cart";
export type { CartCommand } from "./cart-intents";
export { applyCartCommand, parseCartForm } from "./cart-intents";
export { cartCount, LINE_QUANTITY, MAX_ORDER_UNITS, storedCartCount } from "./cart-quantity";
export type { CartItem } from "./cart-schema";
export { cartItemSchema } from "./cart-schema";
export { readCart, writeCart } from "./cart-storage";
