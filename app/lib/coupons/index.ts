export type { Coupon, CouponCheck, CouponContext, CouponKind } from "./coupon";
export {
  checkCoupon,
  COUPON_CODE_PATTERN,
  COUPON_USES_COLLECTION,
  couponDiscount,
  couponKinds,
  couponMessages,
  COUPONS_COLLECTION,
  DEFAULT_PER_CUSTOMER,
  discountCents,
  endOfShopDay,
  MAX_COUPON_REAIS,
  MAX_PERCENT,
  minimumMessage,
  normalizeCode,
  parseCoupon,
  shopDateOf,
} from "./coupon";
