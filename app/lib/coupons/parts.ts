import { lazyPart } from "~/lib/firestore/lazy";

export const couponCustomerPart = lazyPart(() =>
  import("./order-coupon.client").then((module) => module.createCouponCustomers),
);
