export type { OrderCoupon, StaffCoupon } from "./coupon";
export {
  checkCoupon,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_COUNTS_COLLECTION,
  couponMessages,
  COUPONS_COLLECTION,
  DEFAULT_PER_CUSTOMER,
  formCoupon,
  MAX_COUPON_REAIS,
  MAX_PERCENT,
  parseStaffCoupon,
  shopDateOf,
} from "./coupon";
export type { CouponFormErrors, NewCoupon } from "./coupon-form";
export { parseCouponForm } from "./coupon-form";
