import { describe, expect, it } from "vitest";

import { MAX_ORDER_UNITS, toCartLine } from "~/lib/cart";
import { defaultShopSettings } from "~/lib/shop";

import { product } from "../../../tests/support/orders";
import { type CheckoutInput, checkoutState } from "./checkout-state";

/** 2 Lattes: R$ 25,00. */
const cart = [toCartLine(product("Latte"), 2)];
const now = Date.UTC(2026, 10, 24, 15);
const recifeAddress = {
  cep: "50030170",
  rua: "Rua do Bom Jesus",
  bairro: "Recife",
  cidade: "Recife",
  uf: "PE",
} as const;

/** A delivery to Recife looked up by its CEP, number typed, paid by card: ready to confirm. */
const filledIn: CheckoutInput = {
  cart,
  total: 25,
  settings: defaultShopSettings,
  now,
  mode: "entrega",
  cep: { state: { status: "found", address: recifeAddress }, manual: false, settled: true },
  typedPlace: { cidade: "", bairro: "" },
  numero: "125",
  payment: "credito",
};

describe("checkoutState", () => {
  it("prices a delivery to a served city and lets the order be confirmed", () => {
    const state = checkoutState(filledIn);
    expect(state).toMatchObject({ pickup: false, soldOut: [], blocked: null, ready: true, grandTotal: 30 });
    expect(state.delivery).toMatchObject({ kind: "served", fee: 5, minimumMissing: null });
    expect(state.room).toBe(MAX_ORDER_UNITS - 2);
  });

  it("prices the typed city once the address is typed by hand, and waits for the city", () => {
    const manual = { state: { status: "not-found" }, manual: true, settled: true } as const;
    const olinda = checkoutState({ ...filledIn, cep: manual, typedPlace: { cidade: "Olinda", bairro: "" } });
    expect(olinda.delivery).toMatchObject({ kind: "served", fee: 8 });
    expect(olinda.grandTotal).toBe(33);
    const noCity = checkoutState({ ...filledIn, cep: manual });
    expect(noCity.delivery).toEqual({ kind: "unknown" });
    expect(noCity.grandTotal).toBe(25);
    expect(noCity.ready).toBe(true);
  });

  it("says what is still missing, in the order the form asks it", () => {
    expect(checkoutState(filledIn).missing).toBeNull();
    expect(checkoutState({ ...filledIn, payment: null }).missing).toBe("Para confirmar, falta: a forma de pagamento.");
    const empty = {
      ...filledIn,
      cep: { state: { status: "idle" }, manual: false, settled: false },
      numero: "",
      payment: null,
    } satisfies CheckoutInput;
    expect(checkoutState(empty).missing).toBe(
      "Para confirmar, falta: o CEP do endereço, o número do endereço e a forma de pagamento.",
    );
    expect(checkoutState({ ...empty, mode: "retirada", scheduledFor: null }).missing).toBe(
      "Para confirmar, falta: o horário do agendamento e a forma de pagamento.",
    );
  });

  it("is not ready without a settled CEP, a number, a payment, or for a city the shop does not serve", () => {
    expect(
      checkoutState({ ...filledIn, cep: { state: { status: "loading" }, manual: false, settled: false } }).ready,
    ).toBe(false);
    expect(checkoutState({ ...filledIn, numero: "  " }).ready).toBe(false);
    expect(checkoutState({ ...filledIn, payment: null }).ready).toBe(false);
    const saoPaulo = checkoutState({
      ...filledIn,
      cep: {
        state: { status: "found", address: { ...recifeAddress, cidade: "São Paulo" } },
        manual: false,
        settled: true,
      },
    });
    expect(saoPaulo.delivery).toEqual({ kind: "not-served", message: "Ainda não entregamos em São Paulo." });
    expect(saoPaulo.ready).toBe(false);
    expect(checkoutState({ ...filledIn, cart: [] }).ready).toBe(false);
  });

  it("a pickup needs no address and costs no delivery, while the shop offers it", () => {
    const pickup = checkoutState({
      ...filledIn,
      mode: "retirada",
      cep: { state: { status: "idle" }, manual: false, settled: false },
      numero: "",
    });
    expect(pickup).toMatchObject({ pickup: true, delivery: { kind: "unknown" }, ready: true, grandTotal: 25 });
    const turnedOff = checkoutState({
      ...filledIn,
      mode: "retirada",
      settings: { ...defaultShopSettings, pickup: false },
    });
    expect(turnedOff.pickup).toBe(false);
    expect(turnedOff.delivery).toMatchObject({ kind: "served" });
  });

  it("says why the order cannot be confirmed: closed first, then sold out, then below the minimum", () => {
    const minimum = { ...defaultShopSettings.deliveryAreas[0]!, minOrder: 30 };
    const belowMinimum = { ...defaultShopSettings, deliveryAreas: [minimum] };
    expect(checkoutState({ ...filledIn, settings: belowMinimum }).blocked).toBe(
      "Faltam R$\u00a05,00 para o pedido mínimo",
    );
    const soldOut = { ...belowMinimum, soldOut: ["Latte"] };
    expect(checkoutState({ ...filledIn, settings: soldOut })).toMatchObject({
      soldOut: ["Latte"],
      blocked: "Esgotado: Latte. Remova do carrinho para confirmar o pedido.",
    });
    expect(checkoutState({ ...filledIn, settings: { ...soldOut, paused: true } }).blocked).toBe(
      "Loja fechada. Os pedidos estão pausados no momento.",
    );
    // Blocked is apart from ready: the fields may all be there.
    expect(checkoutState({ ...filledIn, settings: soldOut }).ready).toBe(true);
  });

  it("closes the whole form only when no order can go: a pause that holds scheduled orders, or a table while closed", () => {
    const paused = { ...defaultShopSettings, paused: true };
    expect(checkoutState(filledIn).ordersClosed).toBe(false);
    expect(checkoutState({ ...filledIn, settings: paused }).ordersClosed).toBe(true);
    expect(checkoutState({ ...filledIn, settings: paused, scheduledFor: null }).ordersClosed).toBe(true);
    const schedulable = { ...paused, orderAhead: { ...paused.orderAhead, whilePaused: true } };
    expect(checkoutState({ ...filledIn, settings: schedulable }).ordersClosed).toBe(false);
    const atTable = { ...filledIn, mode: "mesa", table: { number: 2 } } satisfies CheckoutInput;
    expect(checkoutState({ ...atTable, settings: schedulable }).ordersClosed).toBe(true);
    expect(checkoutState(atTable).ordersClosed).toBe(false);
  });
});
