export type { OrderCoupon, StaffCoupon } from "./coupon";
export {
  checkCoupon,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_CODE_PATTERN,
  couponMessages,
  DEFAULT_PER_CUSTOMER,
  formCoupon,
  MAX_COUPON_REAIS,
  MAX_LISTED_CUSTOMERS,
  MAX_PERCENT,
  shopDateOf,
} from "./coupon";
export type { CouponFormErrors } from "./coupon-form";
export { FOR_CUSTOMERS_FIELD, parseCouponForm } from "./coupon-form";
