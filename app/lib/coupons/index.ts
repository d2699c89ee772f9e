export type { Coupon, CouponCheck, CouponContext, CouponKind, OrderCoupon } from "./coupon";
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
  formCoupon,
  MAX_COUPON_REAIS,
  MAX_PERCENT,
  minimumMessage,
  normalizeCode,
  parseCoupon,
  shopDateOf,
} from "./coupon";
export type { CouponFormErrors, NewCoupon } from "./coupon-form";
export { parseCouponForm } from "./coupon-form";
