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
  closedReason,
  closedText,
  fromTimeInput,
  SHOP_OFFSET_MS,
  shopClock,
  shopStatus,
  toTimeInput,
  WEEKDAYS,
} from "./shop-hours";
export { shopLocation } from "./shop-location";
export { parseWhatsAppNumber, shopProfile } from "./shop-profile";
export type { DeliveryArea, OpeningHours, OrderDelivery, OrderMode, ShopSettings } from "./shop-settings";
export {
  AREA_TEXT_MAX,
  defaultShopSettings,
  MAX_AREA_AMOUNT,
  MAX_AREA_FEE,
  MAX_AREA_MINUTES,
  MAX_DELIVERY_AREAS,
  orderModes,
  pickupDelivery,
} from "./shop-settings";
export { shopSettingsSchema } from "./shop-settings-schema";
export { readShopSettings, writeShopSettings } from "./shop-settings-storage";
export { siteUrl } from "./site";
