export type { Coupon, CouponCheck, CouponContext, OrderCoupon } from "./coupon";
export {
  checkCoupon,
  COUPON_CODE_PATTERN,
  COUPON_USES_COLLECTION,
  couponMessages,
  COUPONS_COLLECTION,
  DEFAULT_PER_CUSTOMER,
  formCoupon,
  MAX_COUPON_REAIS,
  MAX_PERCENT,
  normalizeCode,
  orderedBefore,
  parseCoupon,
  shopDateOf,
} from "./coupon";
export type { CouponFormErrors, NewCoupon } from "./coupon-form";
export { parseCouponForm } from "./coupon-form";
