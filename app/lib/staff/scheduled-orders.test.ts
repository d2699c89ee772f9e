import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import type { ShopOrder } from "~/lib/orders";

import { product, recifeAddress } from "../../../tests/support/orders";
import { activationDelay, isScheduledAhead, nextActivation, splitScheduled } from "./scheduled-orders";
import { announcedWaiting, ordersArrived, waitingCount } from "./staff-alerts";

const MINUTE = 60 * 1000;
// 07:30 in Recife.
const SLOT = Date.UTC(2026, 10, 23, 10, 30);

function shopOrder(docId: string, scheduledFor: number | null, status = "Pendente"): ShopOrder {
  return {
    docId,
    id: 1_732_000_000_000,
    checkoutId: docId,
    mode: "delivery",
    address: recifeAddress,
    paymentMethod: "credito",
    changeFor: null,
    cart: [toCartLine(product("Latte"), 1)],
    status,
    payment: null,
    customerUid: "u",
    createdAt: 1_732_000_000_000,
    scheduledFor,
    delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
    note: "",
  };
}

const ids = (orders: readonly Pick<ShopOrder, "docId">[]) => orders.map((order) => order.docId);

describe('"Agendados" and the orders in progress', () => {
  it("keeps a scheduled order apart until 30 minutes before its slot, to the millisecond", () => {
    const order = shopOrder("a", SLOT);
    expect(isScheduledAhead(order, SLOT - 30 * MINUTE - 1)).toBe(true);
    // 07:00:00: it joins the orders in progress.
    expect(isScheduledAhead(order, SLOT - 30 * MINUTE)).toBe(false);
    expect(isScheduledAhead(order, SLOT - 29 * MINUTE - 59_000)).toBe(false);
    expect(isScheduledAhead(order, SLOT + MINUTE)).toBe(false);
  });

  it("keeps apart only what still waits: an order for now, or one staff took or cancelled, is in progress", () => {
    const now = SLOT - 2 * 60 * MINUTE;
    const orders = [
      shopOrder("now", null),
      shopOrder("later", SLOT),
      shopOrder("taken", SLOT, "Em preparo"),
      shopOrder("cancelled", SLOT, "Cancelado"),
    ];
    const { scheduled, active } = splitScheduled(orders, now);
    expect(ids(scheduled)).toEqual(["later"]);
    expect(ids(active)).toEqual(["now", "taken", "cancelled"]);
  });

  it("sorts the scheduled by slot, earliest first, and keeps the rest in the order given", () => {
    const now = SLOT - 24 * 60 * MINUTE;
    const orders = [
      shopOrder("new", null),
      shopOrder("late", SLOT + 60 * MINUTE),
      shopOrder("early", SLOT),
      shopOrder("old", null),
      shopOrder("middle", SLOT + 15 * MINUTE),
    ];
    const { scheduled, active } = splitScheduled(orders, now);
    expect(ids(scheduled)).toEqual(["early", "middle", "late"]);
    expect(ids(active)).toEqual(["new", "old"]);
  });

  it("puts an order that just joined first, as if it had just arrived, until another arrives after it", () => {
    const placedYesterday = { ...shopOrder("scheduled", SLOT), createdAt: SLOT - 18 * 60 * MINUTE };
    const placedAt645 = { ...shopOrder("at 06:45", null), createdAt: SLOT - 45 * MINUTE };
    const placedAt705 = { ...shopOrder("at 07:05", null), createdAt: SLOT - 25 * MINUTE };
    const notStamped = { ...shopOrder("not stamped", null), createdAt: null };
    const orders = [notStamped, placedAt705, placedAt645, placedYesterday];
    expect(ids(splitScheduled(orders, SLOT - 20 * MINUTE).active)).toEqual([
      "not stamped",
      "at 07:05",
      "scheduled",
      "at 06:45",
    ]);
    // Taken by staff, it keeps its place; taken before its time, it stays where it was placed until then.
    const taken = { ...placedYesterday, status: "Em preparo" };
    expect(ids(splitScheduled([placedAt645, taken], SLOT - 20 * MINUTE).active)).toEqual(["scheduled", "at 06:45"]);
    expect(ids(splitScheduled([taken, placedAt645], SLOT - 40 * MINUTE).active)).toEqual(["at 06:45", "scheduled"]);
  });

  it("names the next activation: the earliest slot still apart, 30 minutes before it", () => {
    const orders = [shopOrder("late", SLOT + 60 * MINUTE), shopOrder("early", SLOT), shopOrder("now", null)];
    expect(nextActivation(orders, SLOT - 3 * 60 * MINUTE)).toBe(SLOT - 30 * MINUTE);
    // Once the earliest has joined, the next one.
    expect(nextActivation(orders, SLOT - 30 * MINUTE)).toBe(SLOT + 30 * MINUTE);
    expect(nextActivation(orders, SLOT + 30 * MINUTE)).toBeNull();
    expect(nextActivation([shopOrder("taken", SLOT, "Em preparo"), shopOrder("now", null)], 0)).toBeNull();
  });

  it("waits for it with one timer no longer than a timer holds, and never less than nothing", () => {
    expect(activationDelay(SLOT - 30 * MINUTE, SLOT - 45 * MINUTE)).toBe(15 * MINUTE);
    expect(activationDelay(SLOT, SLOT + 1)).toBe(0);
    expect(activationDelay(SLOT + 30 * 24 * 60 * MINUTE, SLOT)).toBe(24 * 60 * MINUTE);
  });
});

describe("staff's alerts for a scheduled order", () => {
  const before = SLOT - 30 * MINUTE - 1;
  const at = SLOT - 30 * MINUTE;
  const orders = [shopOrder("scheduled", SLOT), shopOrder("waiting", null)];

  it("count it as waiting only once it has joined the orders in progress", () => {
    expect(waitingCount(splitScheduled(orders, before).active)).toBe(1);
    expect(waitingCount(splitScheduled(orders, at).active)).toBe(2);
  });

  it("announce it as new when it joins, though it was in the list when /Admin opened", () => {
    const first = ordersArrived(null, splitScheduled(orders, before).active, true);
    expect(first.arrived).toEqual([]);
    const joined = ordersArrived(first.seen, splitScheduled(orders, at).active, true);
    expect(ids(joined.arrived)).toEqual(["scheduled"]);
    expect(ids(announcedWaiting(["scheduled"], splitScheduled(orders, at).active))).toEqual(["scheduled"]);
    // Once only.
    expect(ordersArrived(joined.seen, splitScheduled(orders, at + MINUTE).active, true).arrived).toEqual([]);
  });

  it("announce nothing when staff took it before it joined", () => {
    const first = ordersArrived(null, splitScheduled(orders, before).active, true);
    const taken = [shopOrder("scheduled", SLOT, "Em preparo"), shopOrder("waiting", null)];
    expect(ordersArrived(first.seen, splitScheduled(taken, before).active, true).arrived).toEqual([]);
  });
});
