export {
  accentFolds,
  belowMinimumText,
  deliveryAreaKey,
  deliveryFee,
  deliveryQuote,
  findDeliveryArea,
  formatDeliveryTime,
  freeDeliveryText,
  minimumOrderText,
  notServedText,
  orderDelivery,
  pickupReadyText,
  soldOutLines,
  soldOutText,
  withAvailability,
} from "./delivery-areas";
export {
  dayLabel,
  isValidSlot,
  MAX_SCHEDULE_DAYS,
  offeredSlots,
  scheduleClosedReason,
  SCHEDULED_ACTIVE_BEFORE_MS,
  scheduleDays,
  scheduledText,
  SLOT_MINUTES,
  slotLabel,
} from "./order-schedule";
export {
  canonicalLink,
  homeDescription,
  homeShareImageAlt,
  homeShareImagePath,
  noindex,
  productShareImageAlt,
  productStructuredData,
  shareImagePath,
  socialMeta,
} from "./seo";
export { shop } from "./shop";
export {
  INSTAGRAM_HANDLE,
  PHONE_DIGITS,
  phoneText,
  SHOP_ADDRESS_MAX,
  SHOP_NAME_MAX,
  type ShopDetails,
  shopDetailsOf,
  WHATSAPP_DIGITS,
} from "./shop-details";
export {
  closedReason,
  closedText,
  fromTimeInput,
  openNowText,
  SHOP_OFFSET_MS,
  shopClock,
  shopDateText,
  shopDateTimeText,
  shopStatus,
  shopTimeText,
  toTimeInput,
  WEEKDAYS,
} from "./shop-hours";
export { shopLocation } from "./shop-location";
export { instagramUrl, parseWhatsAppNumber, shopProfile, withoutPhoneSeparators } from "./shop-profile";
export type {
  DeliveryArea,
  LoyaltySettings,
  OpeningHours,
  OrderAheadSettings,
  OrderDelivery,
  OrderMode,
  ReadyMinutes,
  ShopSettings,
} from "./shop-settings";
export {
  AREA_TEXT_MAX,
  defaultLoyalty,
  defaultShopSettings,
  MAX_AREA_AMOUNT,
  MAX_AREA_FEE,
  MAX_AREA_MINUTES,
  MAX_DELIVERY_AREAS,
  MAX_LEAD_MINUTES,
  MAX_PER_SLOT,
  MAX_REWARD_AMOUNT,
  MAX_STAMPS_PER_REWARD,
  MAX_TABLES,
  orderModes,
  pickupDelivery,
  READY_MINUTES,
} from "./shop-settings";
export { shopSettingsSchema } from "./shop-settings-schema";
export { readShopSettings, writeShopSettings } from "./shop-settings-storage";
export { siteUrl } from "./site";
export { coffeeShopStructuredData, shopFactsOf } from "./structured-data";
