export { CEP_LENGTH, cepDigits, maskCep } from "./cep-format";
export { announceOrder, isJustConfirmed } from "./order-announcement";
export type { AddressOrigin, BrazilianState, PaymentMethod } from "./order-facts";
export {
  addressOrigins,
  AT_COUNTER,
  awayPaymentMethods,
  brazilianStates,
  paymentMethods,
  PIX_RECEIVED,
  REWARD_LABEL,
  STORED_TEXT_MAX,
} from "./order-facts";
export { normalizeNote, noteCounter, noteLength, noteTooLongMessage, ORDER_NOTE_MAX } from "./order-note";
export type { Address, Order } from "./order-schema";
export { addressSchema, ufSchema } from "./order-schema";
export type { OrderStatus } from "./order-statuses";
export {
  CANCELLED,
  deliveredStatuses,
  inProgressStatuses,
  isOrderStatus,
  nextStatuses,
  orderStatuses,
  PREPARING,
  READY_FOR_PICKUP,
  shopperCancel,
  statusFromShop,
  statusModes,
} from "./order-statuses";
export { changeOrders, hasStoredOrders, readOrders } from "./order-storage";
export {
  buildOrder,
  deleteOrder,
  formatAddress,
  formatOrderTime,
  isPaymentMethod,
  isPickup,
  isPixReceived,
  latestOrder,
  listNewestFirst,
  MORE_ORDERS_PARAM,
  nextOrderId,
  offeredPaymentMethods,
  orderDiscount,
  orderModeLabel,
  orderTotal,
  outboxOrders,
  paymentMethodLabel,
  paymentMethodLabels,
  placeOrder,
  shopAddressText,
  tableText,
  updateOrder,
} from "./orders";
export type { Reordered } from "./reorder";
export { leftOutText, parseReorderLines, parseReorderNotice, reorderCart, reorderFailedMessage } from "./reorder";
