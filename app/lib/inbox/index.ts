export { inboxConfig } from "./config";
export type { ShopOrder } from "./documents";
export {
  checkoutIdPattern,
  customerOpenOrders,
  InboxError,
  LIVE_WINDOW_MS,
  mergeShopOrders,
  nextStatuses,
  OLDER_PAGE_SIZE,
  orderStatuses,
  shopDay,
  shopDayOffsetMs,
  toInboxError,
} from "./documents";
export type { MyOrder } from "./my-orders";
export { mergeMyOrders } from "./my-orders";
export { fromSettingsData, overwroteUnseen, sameStoredValue } from "./settings-document";
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
export { useFollowOrderStatus } from "./useFollowOrderStatus";
export { useMyShopOrders } from "./useMyShopOrders";
