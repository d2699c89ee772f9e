import { lazyPart } from "~/lib/firestore/lazy";

// Staff's own parts: reached from the staff feature and /Admin only, so a shopper's page never loads them.
export const staffOrdersPart = lazyPart(() =>
  import("~/lib/orders/staff-orders.client").then((module) => module.createStaffOrders),
);
export const staffCouponsPart = lazyPart(() =>
  import("~/lib/coupons/staff-coupons.client").then((module) => module.createStaffCoupons),
);
export const tableCodesPart = lazyPart(() =>
  import("~/lib/tables/table-codes.client").then((module) => module.createTableCodesStore),
);
export const staffTeamPart = lazyPart(() => import("./staff-team.client").then((module) => module.createStaffTeam));
export const customersPart = lazyPart(() => import("./customers.client").then((module) => module.createCustomers));
export const reportsPart = lazyPart(() => import("./reports.client").then((module) => module.createReports));
export const menuPart = lazyPart(() => import("./menu-store.client").then((module) => module.createMenuStore));
