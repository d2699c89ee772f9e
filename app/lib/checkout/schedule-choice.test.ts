import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import { defaultShopSettings, type OpeningHours, type ShopSettings, slotLabel } from "~/lib/shop";

import { CHECKOUT_ID, checkoutForm } from "../../../tests/support/checkout";
import { ordersOf, product } from "../../../tests/support/orders";
import { checkoutOrder, parseCheckoutForm } from "./checkout";
import { checkoutState } from "./checkout-state";
import { scheduleChoiceState } from "./schedule-choice";

const recife = (iso: string) => Date.parse(`${iso}-03:00`);
const weekdays: (OpeningHours | null)[] = [
  null,
  ...Array.from({ length: 5 }, () => ({ opens: 420, closes: 1080 })),
  null,
];
/** Friday 22:00: closed until Monday 07:00. */
const fridayNight = recife("2026-11-27T22:00");
const closedNight: ShopSettings = { ...defaultShopSettings, hours: weekdays };
const base = { settings: closedNight, now: fridayNight, day: null, slot: null, full: new Set<number>() };
const cart = [toCartLine(product("Latte"), 1)];

describe('the cart\'s "Quando?"', () => {
  it('offers "Agora" while the shop is open, and takes it', () => {
    const open = scheduleChoiceState({ ...base, settings: defaultShopSettings, when: "agora" });
    expect(open).toMatchObject({ when: "agora", nowUnavailable: null, scheduledFor: null });
  });

  it("with the shop closed, disables Agora with the reason and offers the first open day's first slot", () => {
    const state = scheduleChoiceState({ ...base, when: "agendar" });
    expect(state.nowUnavailable).toBe("Abrimos na segunda às 7h.");
    expect(state.day).toBe(recife("2026-11-30T00:00"));
    expect(state.slot).toBe(recife("2026-11-30T07:00"));
    expect(state.scheduledFor).toBe(state.slot);
  });

  it("an order for now the shop closed under waits for a slot the shopper chooses, never one picked for them", () => {
    const state = scheduleChoiceState({ ...base, when: "agora" });
    expect(state).toMatchObject({ when: "agendar", slot: null, scheduledFor: null, slotGone: false });
    expect(state.slots.length).toBeGreaterThan(0);
  });

  it('paused, disables "Agora" and still offers the slots', () => {
    const paused = { ...defaultShopSettings, paused: true };
    const state = scheduleChoiceState({ ...base, settings: paused, when: "agora" });
    expect(state.nowUnavailable).toBe("Os pedidos estão pausados no momento.");
    expect(state.slots.length).toBeGreaterThan(0);
  });

  it("leaves full slots out, and asks again for a chosen slot once it is full", () => {
    const monday = recife("2026-11-30T00:00");
    const seven = recife("2026-11-30T07:00");
    const chosen = scheduleChoiceState({ ...base, when: "agendar", day: monday, slot: seven });
    expect(chosen.slot).toBe(seven);
    const full = scheduleChoiceState({ ...base, when: "agendar", day: monday, slot: seven, full: new Set([seven]) });
    expect(full.slots.map(slotLabel).slice(0, 2)).toEqual(["07:15", "07:30"]);
    expect(full).toMatchObject({ slot: null, scheduledFor: null, slotGone: true });
  });

  it("a closed day offers no slot, and the order cannot be confirmed", () => {
    const sunday = recife("2026-11-29T00:00");
    const state = scheduleChoiceState({ ...base, when: "agendar", day: sunday });
    expect(state).toMatchObject({ slots: [], slot: null, scheduledFor: null });
    const checkout = checkoutState({
      cart,
      total: 12.5,
      settings: closedNight,
      now: fridayNight,
      mode: "retirada",
      cep: { state: { status: "idle" }, manual: false, settled: false },
      typedPlace: { cidade: "", bairro: "" },
      numero: "",
      payment: "credito",
      scheduledFor: null,
    });
    expect(checkout).toMatchObject({ ready: false, blocked: null });
  });
});

describe("a scheduled checkout", () => {
  const pickup = (fields: Record<string, string>) =>
    checkoutForm({ modo: "retirada", quando: "agendar", pagamento: "credito", ...fields });
  const context = { now: fridayNight, settings: closedNight };

  it("is taken while the shop is closed, and the order keeps its slot", () => {
    const at = recife("2026-11-30T07:30");
    const placed = checkoutOrder([], pickup({ horario: String(at) }), cart, context);
    expect(placed.result).toMatchObject({ ok: true, order: { checkoutId: CHECKOUT_ID, scheduledFor: at } });
    expect(ordersOf(placed.next ?? [])[0]?.scheduledFor).toBe(at);
  });

  it("a slot outside the hours, off the marks or too soon is refused with a message", () => {
    for (const at of [recife("2026-11-29T10:00"), recife("2026-11-30T07:40"), fridayNight + 5 * 60_000]) {
      expect(parseCheckoutForm(pickup({ horario: String(at) }), cart, context)).toMatchObject({
        ok: false,
        errors: { horario: "Escolha um dos horários disponíveis." },
      });
    }
    expect(parseCheckoutForm(pickup({ horario: "" }), cart, context)).toMatchObject({ ok: false });
  });

  it("during a pause only when staff take scheduled orders then; an order for now is refused", () => {
    const at = recife("2026-11-30T07:30");
    const paused = { ...defaultShopSettings, paused: true };
    expect(
      parseCheckoutForm(pickup({ horario: String(at) }), cart, { now: fridayNight, settings: paused }),
    ).toMatchObject({
      ok: false,
      errors: { form: "Loja fechada. Os pedidos estão pausados no momento." },
    });
    const taking = { ...paused, orderAhead: { ...paused.orderAhead, whilePaused: true } };
    expect(
      parseCheckoutForm(pickup({ horario: String(at) }), cart, { now: fridayNight, settings: taking }),
    ).toMatchObject({
      ok: true,
      scheduledFor: at,
    });
    expect(parseCheckoutForm(pickup({ quando: "agora" }), cart, { now: fridayNight, settings: taking })).toMatchObject({
      ok: false,
    });
  });
});
