/** The inbox's parts on one Auth and Firestore: the page's (connect.client.ts), or a test client's. */
import { type CouponCustomer, couponCustomer } from "~/lib/coupons/order-coupon.client";
import { createStaffCoupons, type StaffCoupons } from "~/lib/coupons/staff-coupons.client";
import { createOrderMoves, type OrderMoves } from "~/lib/orders/move-orders.client";
import { createShopperOrders, type ShopperOrders } from "~/lib/orders/shopper-orders.client";
import { createStaffOrders, type StaffOrders } from "~/lib/orders/staff-orders.client";
import { createRatings, type Ratings } from "~/lib/ratings/ratings.client";
import { createShopSettingsStore, type ShopSettingsStore } from "~/lib/settings/shop-settings.client";
import { createStampCards, type StampCards } from "~/lib/stamps/stamp-cards.client";
import { createTableCodesStore, type TableCodesStore } from "~/lib/tables/table-codes.client";

import type { InboxContext } from "./inbox-context.client";

export interface Inbox {
  shopperOrders: ShopperOrders;
  staffOrders: StaffOrders;
  orderMoves: OrderMoves;
  shopSettings: ShopSettingsStore;
  stampCards: StampCards;
  ratings: Ratings;
  tableCodes: TableCodesStore;
  /** The cart's "Aplicar": what the signed-in account's coupon terms depend on. */
  couponCustomer(code: string): Promise<CouponCustomer>;
  staffCoupons: StaffCoupons;
}

export function createInbox(context: InboxContext): Inbox {
  return {
    shopperOrders: createShopperOrders(context),
    staffOrders: createStaffOrders(context),
    orderMoves: createOrderMoves(context),
    shopSettings: createShopSettingsStore(context),
    stampCards: createStampCards(context),
    ratings: createRatings(context),
    tableCodes: createTableCodesStore(context),
    couponCustomer: (code) => couponCustomer(context, code),
    staffCoupons: createStaffCoupons(context),
  };
}
