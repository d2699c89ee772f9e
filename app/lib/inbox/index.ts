export { inboxClientModule, settingsModule } from "./lazy-modules";
export type { MyOrder } from "./my-orders";
export { mergeMyOrders } from "./my-orders";
export { checkoutIdPattern } from "./order-document";
export { shopDay, shopDayOffsetMs } from "./order-quota";
export { DEFAULT_READY_MINUTES, READY_MINUTES } from "./ready-time";
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
