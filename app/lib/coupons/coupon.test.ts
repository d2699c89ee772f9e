import { describe, expect, it } from "vitest";

import {
  checkCoupon,
  type Coupon,
  couponDiscount,
  discountCents,
  endOfShopDay,
  normalizeCode,
  orderedBefore,
  parseStaffCoupon,
  shopDateOf,
} from "./coupon";

const primeiro: Coupon = {
  code: "PRIMEIROCAFE",
  kind: "percent",
  value: 10,
  maxDiscount: null,
  minOrder: null,
  validUntil: null,
  firstOrderOnly: true,
  perCustomer: 1,
  forListed: false,
  active: true,
};
const context = {
  subtotal: 25,
  now: Date.UTC(2026, 10, 27, 15),
  google: true,
  earlierOrders: false,
  usedTimes: 0,
  listed: null,
};

describe("discount arithmetic, in cents", () => {
  it("takes a percent of the products, floored to the cent", () => {
    expect(discountCents(primeiro, 25)).toBe(250);
    expect(discountCents(primeiro, 12.55)).toBe(125);
    expect(couponDiscount({ ...primeiro, value: 15 }, 0.1 + 0.2)).toBe(0.04);
  });

  it("caps a percent at its maximum", () => {
    expect(discountCents({ ...primeiro, value: 50, maxDiscount: 5 }, 40)).toBe(500);
    expect(discountCents({ ...primeiro, value: 50, maxDiscount: 5 }, 8)).toBe(400);
  });

  it("takes a fixed amount, never more than the products: never below R$ 0,00", () => {
    expect(discountCents({ ...primeiro, kind: "fixed", value: 5 }, 25)).toBe(500);
    expect(discountCents({ ...primeiro, kind: "fixed", value: 30 }, 25)).toBe(2500);
    expect(discountCents({ ...primeiro, kind: "fixed", value: 5 }, 0)).toBe(0);
    expect(discountCents({ ...primeiro, value: 100 }, 12.5)).toBe(1250);
  });
});

describe("checking a coupon", () => {
  it("answers its amount, or the one refusal a shopper can act on", () => {
    expect(checkCoupon(primeiro, context)).toEqual({ ok: true, amount: 2.5 });
    expect(checkCoupon(null, context)).toEqual({ ok: false, message: "Cupom inválido" });
    expect(checkCoupon({ ...primeiro, active: false }, context)).toEqual({ ok: false, message: "Cupom inválido" });
    expect(checkCoupon({ ...primeiro, validUntil: context.now }, context)).toEqual({
      ok: false,
      message: "Cupom expirado",
    });
    expect(checkCoupon(primeiro, { ...context, google: false })).toEqual({
      ok: false,
      message: "Entre com Google para usar este cupom",
    });
    expect(checkCoupon(primeiro, { ...context, earlierOrders: true })).toEqual({
      ok: false,
      message: "Cupom válido só no primeiro pedido",
    });
    expect(checkCoupon(primeiro, { ...context, usedTimes: 1 })).toEqual({
      ok: false,
      message: "Você já usou este cupom",
    });
  });

  it("a coupon for listed customers: refused to an account not listed, accepted while not known, and to one listed", () => {
    const listed = { ...primeiro, forListed: true };
    expect(checkCoupon(listed, { ...context, listed: false })).toEqual({
      ok: false,
      message: "Este cupom não é para esta conta",
    });
    expect(checkCoupon(listed, { ...context, listed: true })).toEqual({ ok: true, amount: 2.5 });
    expect(checkCoupon({ ...primeiro, forListed: false }, { ...context, listed: false })).toEqual({
      ok: true,
      amount: 2.5,
    });
  });

  it("asks for its minimum order", () => {
    const check = checkCoupon({ ...primeiro, minOrder: 20 }, { ...context, subtotal: 19.99 });
    expect(check).toEqual({ ok: false, message: "Pedido mínimo para este cupom: R$\u00a020,00" });
    expect(checkCoupon({ ...primeiro, minOrder: 20 }, { ...context, subtotal: 20 }).ok).toBe(true);
  });

  it("lets an anonymous shopper use a coupon without a per-customer limit", () => {
    expect(
      checkCoupon({ ...primeiro, perCustomer: null, firstOrderOnly: false }, { ...context, google: false }),
    ).toEqual({
      ok: true,
      amount: 2.5,
    });
  });
});

describe("codes and dates", () => {
  it("matches a code without case, in capitals", () => {
    expect(normalizeCode(" primeiroCafe ")).toBe("PRIMEIROCAFE");
    expect(normalizeCode("café10")).toBeNull();
    expect(normalizeCode("A")).toBeNull();
  });

  it("takes codes of 6 to 20 letters and digits, where a shorter one could be guessed (issue 54)", () => {
    expect(normalizeCode("cafe1")).toBeNull();
    expect(normalizeCode("cafe10")).toBe("CAFE10");
    expect(normalizeCode("A".repeat(20))).toBe("A".repeat(20));
    expect(normalizeCode("A".repeat(21))).toBeNull();
  });

  it("lists a coupon for staff only with its terms and its count both read", () => {
    const count = { totalLimit: 100, uses: 3, lastOrderId: "abc" };
    expect(parseStaffCoupon(primeiro, count)).toEqual({ ...primeiro, totalLimit: 100, uses: 3 });
    expect(parseStaffCoupon(primeiro, undefined)).toBeNull();
    expect(parseStaffCoupon(primeiro, { totalLimit: 0, uses: 3 })).toBeNull();
    expect(parseStaffCoupon({ ...primeiro, code: "ABC" }, count)).toBeNull();
  });

  it("ends a 'Válido até' date at the shop's midnight", () => {
    const end = endOfShopDay("2026-11-27");
    expect(end).toBe(Date.UTC(2026, 10, 28, 3));
    expect(shopDateOf(end ?? 0)).toBe("2026-11-27");
    expect(endOfShopDay("2026-02-30")).toBeNull();
  });
});

describe("a first-order coupon's earlier orders", () => {
  it("an account without a quota has none; its last order counts unless it gave this coupon back", () => {
    expect(orderedBefore(null, null)).toBe(false);
    expect(orderedBefore("order-1", null)).toBe(true);
    expect(orderedBefore("order-1", "order-1")).toBe(false);
    expect(orderedBefore("order-2", "order-1")).toBe(true);
  });
});
