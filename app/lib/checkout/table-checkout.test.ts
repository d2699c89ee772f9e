/** Issue 40: an order at a table, as the checkout reads its form. */
import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import { defaultShopSettings, pickupDelivery } from "~/lib/shop";
import { INVALID_TABLE_LINK, TABLES_OFF_TEXT } from "~/lib/tables";

import { product } from "../../../tests/support/orders";
import { parseCheckoutForm } from "./checkout";
import { checkoutState } from "./checkout-state";

const CODE = "0123456789abcdef0123456789abcdef";
const now = Date.UTC(2026, 10, 24, 15);
const cart = [toCartLine(product("Latte"), 2)];
const settings = { ...defaultShopSettings, tables: 6 };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  const all = { checkoutId: "0a1b2c3d4e5f60718293a4b5", modo: "mesa", mesa: "4", codigo: CODE, pagamento: "caixa" };
  for (const [key, value] of Object.entries({ ...all, ...values })) data.set(key, value);
  return data;
}

describe("ordering at a table", () => {
  it("needs no address, has no fee, is for now, and may be paid at the counter", () => {
    const parsed = parseCheckoutForm(form({ quando: "agendar", horario: String(now) }), cart, { now, settings });
    expect(parsed).toMatchObject({
      ok: true,
      mode: "table",
      address: null,
      paymentMethod: "caixa",
      delivery: pickupDelivery,
      scheduledFor: null,
      table: { number: 4, code: CODE },
    });
  });

  it("a bad number or code is refused with the link's message", () => {
    const bad: Record<string, string>[] = [{ mesa: "0" }, { mesa: "quatro" }, { codigo: "abc" }, { codigo: "" }];
    for (const values of bad) {
      const parsed = parseCheckoutForm(form(values), cart, { now, settings });
      expect(parsed.ok ? null : parsed.errors.modo).toBe(INVALID_TABLE_LINK);
    }
  });

  it("a table above the count, or tables off, is refused", () => {
    const above = parseCheckoutForm(form({ mesa: "7" }), cart, { now, settings });
    expect(above.ok ? null : above.errors.modo).toBe(TABLES_OFF_TEXT);
    const off = parseCheckoutForm(form({}), cart, { now, settings: defaultShopSettings });
    expect(off.ok ? null : off.errors.modo).toBe(TABLES_OFF_TEXT);
  });

  it("'Pagar no caixa' is only for a table", () => {
    const parsed = parseCheckoutForm(form({ modo: "retirada" }), cart, { now, settings });
    expect(parsed.ok ? null : parsed.errors.pagamento).toBe("Escolha a forma de pagamento.");
  });

  it("the cart's state: no address needed, 'Na mesa 4', no fee in the total", () => {
    const state = checkoutState({
      cart,
      total: 25,
      settings,
      now,
      mode: "mesa",
      cep: { state: { status: "idle" }, manual: false, settled: false },
      typedPlace: { cidade: "", bairro: "" },
      numero: "",
      payment: "caixa",
      table: { number: 4 },
    });
    expect(state).toMatchObject({ pickup: true, atTable: "Na mesa 4", ready: true, grandTotal: 25 });
  });
});
