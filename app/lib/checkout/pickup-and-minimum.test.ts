/** Issue 29: "Retirar na loja", the minimum order and free delivery, as the cart and the checkout see them. */
import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import { orderModeLabel } from "~/lib/orders";
import { fromSettingsData } from "~/lib/settings";
import {
  belowMinimumText,
  defaultShopSettings,
  type DeliveryArea,
  deliveryFee,
  deliveryQuote,
  freeDeliveryText,
  minimumOrderText,
  pickupDelivery,
  pickupReadyText,
  type ShopSettings,
  shopSettingsSchema,
} from "~/lib/shop";

import { product } from "../../../tests/support/orders";
import { parseCheckoutForm, pickupOffText } from "./checkout";

const CHECKOUT_ID = "0a1b2c3d4e5f60718293a4b5";
const now = Date.UTC(2026, 10, 24, 15);
/** 2 Lattes: R$ 25,00. */
const cart = [toCartLine(product("Latte"), 2)];
const recife: DeliveryArea = {
  city: "Recife",
  bairro: "",
  fee: 5,
  minMinutes: 30,
  maxMinutes: 45,
  minOrder: null,
  freeDeliveryFrom: null,
};
const withRecife = (amounts: Partial<DeliveryArea>, more: Partial<ShopSettings> = {}): ShopSettings => ({
  ...defaultShopSettings,
  deliveryAreas: [{ ...recife, ...amounts }],
  ...more,
});

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries({ checkoutId: CHECKOUT_ID, pagamento: "dinheiro", ...values }))
    data.set(key, value);
  return data;
}

const delivery = {
  modo: "entrega",
  origem: "cep",
  cep: "50030-170",
  rua: "Rua do Bom Jesus",
  bairro: "Recife",
  cidade: "Recife",
  uf: "PE",
  numero: "125",
};

describe("the missing amounts", () => {
  it("say how much is missing, in reais", () => {
    expect(minimumOrderText(4.5)).toBe("Faltam R$\u00a04,50 para o pedido mínimo");
    expect(freeDeliveryText(10)).toBe("Faltam R$\u00a010,00 para entrega grátis");
    expect(pickupReadyText(pickupDelivery)).toBe("Pronto em 10–15 min");
  });

  it("are none without an amount, or once it is reached", () => {
    expect(belowMinimumText({ minOrder: null }, 1)).toBeNull();
    expect(belowMinimumText({ minOrder: 25 }, 25)).toBeNull();
    expect(belowMinimumText({ minOrder: 29.5 }, 25)).toBe("Faltam R$\u00a04,50 para o pedido mínimo");
  });

  it("the cart's quote: the fee, what the minimum and free delivery lack", () => {
    const place = { cidade: "Recife", bairro: "Boa Vista" };
    expect(deliveryQuote(withRecife({ minOrder: 29.5, freeDeliveryFrom: 35 }), place, 25)).toEqual({
      kind: "served",
      fee: 5,
      minMinutes: 30,
      maxMinutes: 45,
      minimumMissing: 4.5,
      freeDeliveryMissing: 10,
    });
    expect(deliveryQuote(withRecife({ minOrder: 20, freeDeliveryFrom: 25 }), place, 25)).toMatchObject({
      fee: 0,
      minimumMissing: null,
      freeDeliveryMissing: null,
    });
  });
});

describe("the fee with free delivery", () => {
  it("is none at or above the amount, the area's below it, and always the area's without one", () => {
    expect(deliveryFee({ fee: 5, freeDeliveryFrom: 30 }, 30)).toBe(0);
    expect(deliveryFee({ fee: 5, freeDeliveryFrom: 30 }, 29.99)).toBe(5);
    // Summed in cents: 0.1 + 0.2 reaches 0.3.
    expect(deliveryFee({ fee: 5, freeDeliveryFrom: 0.3 }, 0.1 + 0.2)).toBe(0);
    expect(deliveryFee({ fee: 5, freeDeliveryFrom: null }, 1000)).toBe(5);
  });

  it("is what the order stores and what the change is checked against", () => {
    const settings = withRecife({ freeDeliveryFrom: 25 });
    expect(parseCheckoutForm(form(delivery), cart, { now, settings })).toMatchObject({
      ok: true,
      mode: "delivery",
      delivery: { fee: 0, minMinutes: 30, maxMinutes: 45 },
    });
    expect(parseCheckoutForm(form({ ...delivery, troco: "25" }), cart, { now, settings })).toMatchObject({
      ok: true,
      changeFor: 25,
    });
    expect(
      parseCheckoutForm(form(delivery), cart, { now, settings: withRecife({ freeDeliveryFrom: 25.01 }) }),
    ).toMatchObject({ ok: true, delivery: { fee: 5 } });
  });
});

describe("checkout with pickup", () => {
  it("needs no address: no fee, ready in 10–15 min, no address stored", () => {
    expect(parseCheckoutForm(form({ modo: "retirada", troco: "25" }), cart, { now })).toEqual({
      ok: true,
      checkoutId: CHECKOUT_ID,
      mode: "pickup",
      address: null,
      paymentMethod: "dinheiro",
      changeFor: 25,
      delivery: { fee: 0, minMinutes: 10, maxMinutes: 15 },
      note: "",
      callName: "",
      phone: "",
      cpf: "",
      scheduledFor: null,
      table: null,
      coupon: null,
    });
  });

  it("ignores an address left in the form, and has no minimum order", () => {
    const settings = withRecife({ minOrder: 30 });
    expect(parseCheckoutForm(form({ ...delivery, modo: "retirada" }), cart, { now, settings })).toMatchObject({
      ok: true,
      mode: "pickup",
      address: null,
    });
    expect(parseCheckoutForm(form(delivery), cart, { now, settings })).toEqual({
      ok: false,
      errors: { cart: "Faltam R$\u00a05,00 para o pedido mínimo" },
    });
  });

  it("is refused while the shop turned pickup off", () => {
    const settings = { ...defaultShopSettings, pickup: false };
    expect(parseCheckoutForm(form({ modo: "retirada" }), cart, { now, settings })).toEqual({
      ok: false,
      errors: { modo: pickupOffText },
    });
  });

  it("a delivery still needs its address; a form without `modo` is a delivery", () => {
    expect(parseCheckoutForm(form({ modo: "entrega" }), cart, { now })).toMatchObject({
      ok: false,
      errors: { cidade: "Informe a cidade.", numero: "Informe o número." },
    });
    const { modo: _modo, ...withoutMode } = delivery;
    expect(parseCheckoutForm(form(withoutMode), cart, { now })).toMatchObject({ ok: true, mode: "delivery" });
    expect(parseCheckoutForm(form({ modo: "drone" }), cart, { now })).toMatchObject({ ok: false });
  });

  it("staff and the shopper read the mode: orders without one are deliveries", () => {
    expect(orderModeLabel({ mode: "pickup" })).toBe("Retirada");
    expect(orderModeLabel({ mode: "delivery" })).toBe("Entrega");
    expect(orderModeLabel({})).toBe("Entrega");
  });
});

describe("settings saved by older versions", () => {
  it("read as pickup on, no minimum, no free delivery and the build's shop details", () => {
    const old = fromSettingsData(
      { paused: false, hours: defaultShopSettings.hours, soldOut: [] },
      [{ id: "recife", data: { city: "Recife", bairro: "", fee: 5, minMinutes: 30, maxMinutes: 45 } }],
      defaultShopSettings,
    );
    expect(shopSettingsSchema.parse(old)).toEqual({
      paused: false,
      hours: defaultShopSettings.hours,
      soldOut: [],
      deliveryAreas: [recife],
      pickup: true,
      orderAhead: defaultShopSettings.orderAhead,
      loyalty: defaultShopSettings.loyalty,
      tables: 0,
      details: null,
    });
  });

  it("keep pickup off and the amounts once saved", () => {
    const saved = fromSettingsData(
      { paused: false, hours: defaultShopSettings.hours, soldOut: [], pickup: false },
      [{ id: "recife", data: { ...recife, minOrder: 20, freeDeliveryFrom: 50 } }],
      defaultShopSettings,
    );
    expect(shopSettingsSchema.parse(saved)).toMatchObject({
      pickup: false,
      deliveryAreas: [{ minOrder: 20, freeDeliveryFrom: 50 }],
    });
  });
});
