import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import { orderTotal } from "~/lib/orders";
import { defaultShopSettings } from "~/lib/shop";

import { checkoutForm } from "../../../tests/support/checkout";
import { product } from "../../../tests/support/orders";
import { checkoutOrder } from "./checkout";
import { REWARD_FIELD } from "./checkout-reward";

const cart = [toCartLine(product("Latte"), 2), toCartLine(product("Expresso Tradicional"), 1)];

function placed(form: FormData, settings = defaultShopSettings) {
  const { result } = checkoutOrder([], form, cart, { now: 1000, settings });
  if (!result.ok) throw new Error("the checkout was refused");
  return result.order;
}

describe('"Usar meu café grátis" at checkout', () => {
  it("takes one unit of the cheapest line off, and says how many stamps it spends", () => {
    const form = checkoutForm();
    form.set(REWARD_FIELD, "on");
    expect(placed(form).reward).toEqual({ stamps: 10, amount: 6.9 });
  });

  it("nothing unchecked, nor while the card is off in Loja", () => {
    expect(placed(checkoutForm()).reward).toBeUndefined();
    const form = checkoutForm();
    form.set(REWARD_FIELD, "on");
    const off = { ...defaultShopSettings, loyalty: { ...defaultShopSettings.loyalty, active: false } };
    expect(placed(form, off).reward).toBeUndefined();
  });

  it("cash: change for the total after the free coffee is enough, a cent less is not", () => {
    const rewarded = checkoutForm();
    rewarded.set(REWARD_FIELD, "on");
    const cents = Math.round(orderTotal(placed(rewarded)) * 100);
    const cash = (troco: number) => {
      const form = checkoutForm({ pagamento: "dinheiro", troco: (troco / 100).toFixed(2).replace(".", ",") });
      form.set(REWARD_FIELD, "on");
      return checkoutOrder([], form, cart, { now: 1000, settings: defaultShopSettings }).result;
    };
    expect(cash(cents)).toMatchObject({ ok: true, order: { changeFor: cents / 100 } });
    expect(cash(cents - 1)).toMatchObject({ ok: false, errors: { troco: expect.any(String) } });
  });

  it("with a coupon, takes at most what the coupon leaves of the products", () => {
    // R$ 31,90 of products, R$ 28,00 off: R$ 3,90 left for the free coffee, not the Expresso's R$ 6,90.
    const form = checkoutForm({ cupom: "GRANDE", cupomDesconto: "28" });
    form.set(REWARD_FIELD, "on");
    expect(placed(form).reward).toEqual({ stamps: 10, amount: 3.9 });
    const whole = checkoutForm({ cupom: "GRANDE", cupomDesconto: "31.9" });
    whole.set(REWARD_FIELD, "on");
    expect(placed(whole).reward).toBeUndefined();
  });
});
