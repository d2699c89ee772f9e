export { mayBeStaff, MOVE_TICKET_DAYS } from "./accounts";
export type { PricedDrink } from "./cart-pattern";
export { storedCartPattern } from "./cart-pattern";
export { CEP_LENGTH, cepDigits, maskCep } from "./cep-format";
export { CPF_DIGITS, cpfDigits, cpfMessage, cpfText } from "./cpf";
export { orderNumberText } from "./day-number";
export { ERASED_ADDRESS_TEXT, ERASED_ORDER_DETAILS, eraseStoredOrderDetails, isOpenOrder } from "./erase-order-details";
export type { MyOrder } from "./my-orders";
export { mergeMyOrders } from "./my-orders";
export type { OrderActs } from "./order-acts";
export { orderActKeys, orderActLines } from "./order-acts";
export { announceOrder, isJustConfirmed } from "./order-announcement";
export {
  CALL_NAME_MAX,
  callNameTooLongMessage,
  MOBILE_PHONE_DIGITS,
  mobilePhoneDigits,
  mobilePhoneMessage,
} from "./order-contact";
export { checkoutIdPattern, inboxLimits, MAX_ORDER_NUMBER } from "./order-document";
export type { BrazilianState, PaymentMethod } from "./order-facts";
export {
  addressOrigins,
  AT_COUNTER,
  awayPaymentMethods,
  brazilianStates,
  ORDER_TEXT_MAX,
  paymentMethods,
  PIX_RECEIVED,
  REMOVED_STATUS_TEXT,
  REWARD_LABEL,
  STORED_TEXT_MAX,
} from "./order-facts";
export { documentLines, PRICE_UNIT_CENTS, readCartLines } from "./order-line-text";
export { normalizeNote, noteCounter, noteLength, noteTooLongMessage, ORDER_NOTE_MAX } from "./order-note";
export { orderQuota, shopDay, shopDayOffsetMs } from "./order-quota";
export type { Address, Order } from "./order-schema";
export { addressSchema, ufSchema } from "./order-schema";
export type { OrderStatus } from "./order-statuses";
export {
  deliveredStatuses,
  finalStatuses,
  isOrderStatus,
  nextStatuses,
  orderStatuses,
  PREPARING,
  shopperCancel,
  statusModes,
} from "./order-statuses";
export { changeOrders, hasStoredOrders, readOrders } from "./order-storage";
export { orderDoneWords } from "./order-words";
export {
  buildOrder,
  deleteOrder,
  formatAddress,
  formatOrderTime,
  isPickup,
  isPixReceived,
  latestOrder,
  listNewestFirst,
  MORE_ORDERS_PARAM,
  offeredPaymentMethods,
  orderDiscount,
  orderModeLabel,
  orderTotal,
  paymentMethodLabel,
  paymentMethodLabels,
  placeOrder,
  shopAddressText,
  tableText,
} from "./orders";
export type { BoardEntry } from "./pickup-board";
export { boardColumns, boardSince, boardStatuses } from "./pickup-board";
export { DEFAULT_READY_MINUTES, READY_MINUTES, readyAtText } from "./ready-time";
export type { RemovedOrder } from "./removed-order";
export type { Reordered } from "./reorder";
export {
  leftOutText,
  parseReorderLines,
  parseReorderNotice,
  reorderCart,
  reorderFailedMessage,
  reorderLinesOf,
} from "./reorder";
export type { ShopOrder } from "./shop-order";
export { customerOpenOrders, LIVE_WINDOW_MS, mergeShopOrders } from "./shop-order";
export type { StaffAction } from "./staff-action-schema";
export { staffActionSchema } from "./staff-action-schema";
export type { SendableAction } from "./staff-actions";
export {
  actionNote,
  actionsToSend,
  applyActions,
  blockCustomerAction,
  blockCustomerQuestion,
  deleteOrderAction,
  deleteOrderQuestion,
  enqueueAction,
  hasUnsavedActions,
  orderStatusAction,
  outcomeAfterRefusal,
  pixReceivedAction,
  placeActions,
  removeAction,
  staffMemberActions,
  toSendable,
  updateAction,
} from "./staff-actions";
export { readyNoticeUrl } from "./whatsapp";
