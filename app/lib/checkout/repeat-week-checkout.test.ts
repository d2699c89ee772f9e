import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import { buildOrder, type Order } from "~/lib/orders";
import type { StoredEntry } from "~/lib/platform";
import { defaultShopSettings, pickupDelivery } from "~/lib/shop";

import { ordersOf, product, recifeAddress } from "../../../tests/support/orders";
import { repeatableAt, repeatWeekOrders } from "./repeat-week-checkout";

const DAY_MS = 24 * 60 * 60 * 1000;
/** 20:00 on Sunday 06/12/2026 in Recife. */
const NOW = Date.UTC(2026, 11, 6, 23);
/** 07:30 on Monday 07/12. */
const MONDAY_0730 = Date.UTC(2026, 11, 7, 10, 30);
const TUESDAY = MONDAY_0730 + DAY_MS;
const THURSDAY = MONDAY_0730 + 3 * DAY_MS;

const latte = toCartLine(product("Latte"), 1, { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"] });
const scheduledPickup = buildOrder({
  id: NOW - 60_000,
  checkoutId: "a".repeat(24),
  address: null,
  mode: "pickup",
  paymentMethod: "credito",
  changeFor: null,
  cart: [{ ...latte, price: 10 }],
  delivery: pickupDelivery,
  callName: "Ana",
  phone: "81998765432",
  scheduledFor: MONDAY_0730,
  toShop: true,
});
const entriesOf = (...orders: Order[]): StoredEntry<Order>[] => orders.map((order) => ({ raw: order, value: order }));
const context = { settings: defaultShopSettings, now: NOW, toShop: true, pixOffered: false };

describe("Repetir na semana: the order again on the chosen days", () => {
  it("makes one order per day at the order's time, at today's prices, ready for the outbox", () => {
    const { next, result } = repeatWeekOrders(
      entriesOf(scheduledPickup),
      scheduledPickup.id,
      new Set([TUESDAY, THURSDAY]),
      context,
    );
    expect(result).toEqual({ ok: true, data: { labels: ["ter., 08/12", "qui., 10/12"] } });
    const made = ordersOf(next ?? []).slice(1);
    expect(made.map((order) => order.scheduledFor)).toEqual([TUESDAY, THURSDAY]);
    for (const order of made) {
      expect(order).toMatchObject({ mode: "pickup", paymentMethod: "credito", callName: "Ana", phone: "81998765432" });
      expect(order).toMatchObject({ status: "Pendente", inbox: "pending", address: null });
      expect(order.cart).toEqual([latte]);
      expect(order.checkoutId).not.toBe(scheduledPickup.checkoutId);
    }
    expect(new Set(made.map((order) => order.id)).size).toBe(2);
    expect(made[0]?.checkoutId).not.toBe(made[1]?.checkoutId);
  });

  it("a delivery keeps its address and cash change", () => {
    const delivery = {
      ...scheduledPickup,
      mode: "delivery" as const,
      address: recifeAddress,
      paymentMethod: "dinheiro",
      changeFor: 50,
      delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
    };
    const { next, result } = repeatWeekOrders(entriesOf(delivery), delivery.id, new Set([TUESDAY]), context);
    expect(result.ok).toBe(true);
    expect(ordersOf(next ?? [])[1]).toMatchObject({ address: recifeAddress, changeFor: 50, scheduledFor: TUESDAY });
  });

  it("makes none when a chosen day is closed, already booked or beyond the week", () => {
    const closedTuesday = {
      ...defaultShopSettings,
      hours: defaultShopSettings.hours.map((hours, weekday) => (weekday === 2 ? null : { opens: 420, closes: 1140 })),
    };
    const closed = repeatWeekOrders(entriesOf(scheduledPickup), scheduledPickup.id, new Set([TUESDAY, THURSDAY]), {
      ...context,
      settings: closedTuesday,
    });
    expect(closed).toMatchObject({ next: null, result: { ok: false } });
    const booked = { ...scheduledPickup, id: NOW - 1000, checkoutId: "b".repeat(24), scheduledFor: TUESDAY };
    expect(
      repeatWeekOrders(entriesOf(scheduledPickup, booked), scheduledPickup.id, new Set([TUESDAY]), context).next,
    ).toBeNull();
    expect(
      repeatWeekOrders(entriesOf(scheduledPickup), scheduledPickup.id, new Set([MONDAY_0730 + 7 * DAY_MS]), context)
        .next,
    ).toBeNull();
  });

  it("makes none when a drink sold out, and says to order it anew", () => {
    const { next, result } = repeatWeekOrders(entriesOf(scheduledPickup), scheduledPickup.id, new Set([TUESDAY]), {
      ...context,
      settings: { ...defaultShopSettings, soldOut: ["Latte"] },
    });
    expect(next).toBeNull();
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/Pedir de novo/) });
  });

  it("only a scheduled order repeats, and a day must be chosen", () => {
    const forNow = { ...scheduledPickup, scheduledFor: undefined };
    expect(repeatWeekOrders(entriesOf(forNow), forNow.id, new Set([TUESDAY]), context).result).toMatchObject({
      ok: false,
    });
    expect(repeatWeekOrders(entriesOf(scheduledPickup), scheduledPickup.id, new Set(), context).result).toMatchObject({
      ok: false,
      message: "Escolha pelo menos um dia.",
    });
  });
});

describe("which order repeats", () => {
  it("a scheduled one, at its time; not one for now, cancelled, removed by the shop, or at a table", () => {
    expect(repeatableAt(scheduledPickup)).toBe(MONDAY_0730);
    expect(repeatableAt({ ...scheduledPickup, scheduledFor: undefined })).toBeNull();
    expect(repeatableAt({ ...scheduledPickup, status: "Cancelado" })).toBeNull();
    expect(repeatableAt({ ...scheduledPickup, inbox: "removed" })).toBeNull();
    expect(repeatableAt({ ...scheduledPickup, mode: "table" })).toBeNull();
  });

  it("a cancelled order's days are not booked by a form sent anyway", () => {
    const cancelled = { ...scheduledPickup, status: "Cancelado" };
    expect(repeatWeekOrders(entriesOf(cancelled), cancelled.id, new Set([TUESDAY]), context).next).toBeNull();
  });
});
