import type { CartItem } from "~/lib/cart";
import type { OrderCoupon } from "~/lib/coupons";
import { orderTotal } from "~/lib/orders";
import { defaultShopSettings, type OrderDelivery, type ShopSettings } from "~/lib/shop";
import { rewardAmount } from "~/lib/stamps";

/** "Usar meu café grátis" checked: the firestore.rules check the card has the stamps. */
export const REWARD_FIELD = "cafe-gratis";

/** The order's reward when the form asks for it and the card's settings give one: the cheapest unit, capped. */
export function checkoutReward(
  form: FormData,
  cart: readonly CartItem[],
  settings: ShopSettings = defaultShopSettings,
  coupon: OrderCoupon | null = null,
): { stamps: number; amount: number } | undefined {
  if (form.get(REWARD_FIELD) !== "on") return undefined;
  const { active, stampsPerReward, maxReward } = settings.loyalty;
  const amount = rewardAmount(cart, maxReward, coupon?.amount);
  return active && amount > 0 ? { stamps: stampsPerReward, amount } : undefined;
}

/** What the shopper pays, the coupon and the reward off as orderTotal takes them: the change is for this. */
export function totalToPay(
  form: FormData,
  cart: readonly CartItem[],
  delivery: OrderDelivery | null,
  coupon: OrderCoupon | null,
  settings: ShopSettings = defaultShopSettings,
): number {
  const reward = checkoutReward(form, cart, settings, coupon);
  return orderTotal({ cart: [...cart], delivery: delivery ?? undefined, coupon: coupon ?? undefined, reward });
}
