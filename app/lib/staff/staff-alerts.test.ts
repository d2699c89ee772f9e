import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import type { ShopOrder } from "~/lib/orders";

import { product, recifeAddress } from "../../../tests/support/orders";
import {
  announcedWaiting,
  newOrderMessage,
  newOrderNotification,
  ordersArrived,
  ordersCancelled,
  RING_INTERVAL_MS,
  ringSchedule,
  titleWithWaitingCount,
  waitingCount,
} from "./staff-alerts";

const TITLE = "Pedidos recebidos — Cafeteria";

function shopOrder(docId: string, status = "Pendente"): ShopOrder {
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
    scheduledFor: null,
    delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
    note: "",
  };
}

describe("the title's count of waiting orders", () => {
  it("counts only the orders still Pendente", () => {
    expect(waitingCount([])).toBe(0);
    expect(
      waitingCount([shopOrder("a"), shopOrder("b", "Em preparo"), shopOrder("c"), shopOrder("d", "Cancelado")]),
    ).toBe(2);
  });

  it('puts "(N) " in front of the title, and nothing at 0', () => {
    expect(titleWithWaitingCount(TITLE, 1)).toBe(`(1) ${TITLE}`);
    expect(titleWithWaitingCount(TITLE, 12)).toBe(`(12) ${TITLE}`);
    expect(titleWithWaitingCount(TITLE, 0)).toBe(TITLE);
  });

  it("replaces the count it put there before, and takes it away at 0", () => {
    expect(titleWithWaitingCount(`(3) ${TITLE}`, 2)).toBe(`(2) ${TITLE}`);
    expect(titleWithWaitingCount(`(1) ${TITLE}`, 0)).toBe(TITLE);
    // Only a count of its own shape is taken for one.
    expect(titleWithWaitingCount("(Recife) Cafeteria", 1)).toBe("(1) (Recife) Cafeteria");
  });
});

describe("which orders are new", () => {
  it("announces nothing that was there when the list first came from the server", () => {
    const first = ordersArrived(null, [shopOrder("a"), shopOrder("b")], true);
    expect(first.arrived).toEqual([]);
    expect(ordersArrived(first.seen, [shopOrder("a"), shopOrder("b")], true).arrived).toEqual([]);
  });

  it("waits for the server: a snapshot from the local cache may miss orders that were already there", () => {
    const cached = ordersArrived(null, [shopOrder("a")], false);
    expect(cached).toEqual({ seen: null, arrived: [] });
    const server = ordersArrived(cached.seen, [shopOrder("a"), shopOrder("old")], true);
    expect(server.arrived).toEqual([]);
    expect(ordersArrived(server.seen, [shopOrder("new"), shopOrder("a"), shopOrder("old")], true).arrived).toEqual([
      shopOrder("new"),
    ]);
  });

  it("announces an order once, and only while it waits", () => {
    let seen = ordersArrived(null, [shopOrder("a")], true).seen;
    const next = ordersArrived(seen, [shopOrder("b"), shopOrder("taken", "Em preparo"), shopOrder("a")], true);
    expect(next.arrived.map((order) => order.docId)).toEqual(["b"]);
    seen = next.seen;
    expect(ordersArrived(seen, [shopOrder("b"), shopOrder("taken"), shopOrder("a")], true).arrived).toEqual([]);
    // Later snapshots (from the cache while offline too) still know what was seen.
    expect(ordersArrived(seen, [shopOrder("c"), shopOrder("b")], false).arrived.map((o) => o.docId)).toEqual(["c"]);
  });

  it("keeps the announced orders that still wait, newest announcement first", () => {
    const orders = [shopOrder("a"), shopOrder("b", "Em preparo"), shopOrder("c")];
    expect(announcedWaiting(["c", "b", "gone", "a"], orders).map((order) => order.docId)).toEqual(["c", "a"]);
  });
});

describe("what staff are told", () => {
  it('says "Novo pedido:" with the total in reais, delivery fee included', () => {
    expect(newOrderMessage(shopOrder("a"))).toBe("Novo pedido: R$\u00a017,50");
    expect(newOrderMessage({ ...shopOrder("a"), delivery: undefined })).toBe("Novo pedido: R$\u00a012,50");
  });

  it("notifies with the same words, the order's number of the day and its lines", () => {
    const order = { ...shopOrder("doc-1"), cart: [toCartLine(product("Latte"), 2), toCartLine(product("Cubano"), 1)] };
    expect(newOrderNotification({ ...order, dayNumber: 47 })).toEqual({
      title: "Novo pedido: R$\u00a048,90",
      body: "Pedido nº 047 — 2x Latte, 1x Cubano",
      tag: "doc-1",
    });
    // An order sent before orders had a number of the day.
    expect(newOrderNotification(order).body).toBe("Pedido nº 1732000000000 — 2x Latte, 1x Cubano");
  });
});

describe("when the alert sound rings", () => {
  const now = 1_000_000;

  it("rings at once when a waiting order arrives, even right after ringing", () => {
    expect(ringSchedule({ waiting: 1, arrived: true, lastRangAt: null, now })).toEqual({
      ringNow: true,
      nextAt: now + RING_INTERVAL_MS,
    });
    expect(ringSchedule({ waiting: 3, arrived: true, lastRangAt: now - 5_000, now })).toEqual({
      ringNow: true,
      nextAt: now + 30_000,
    });
  });

  it("rings every 30 s while an order waits", () => {
    const rang = now - 10_000;
    expect(ringSchedule({ waiting: 1, arrived: false, lastRangAt: rang, now })).toEqual({
      ringNow: false,
      nextAt: rang + 30_000,
    });
    expect(ringSchedule({ waiting: 1, arrived: false, lastRangAt: rang, now: rang + 29_999 })).toEqual({
      ringNow: false,
      nextAt: rang + 30_000,
    });
    expect(ringSchedule({ waiting: 1, arrived: false, lastRangAt: rang, now: rang + 30_000 })).toEqual({
      ringNow: true,
      nextAt: rang + 60_000,
    });
  });

  it("rings at once for orders already waiting when it has not rung yet (the sound just turned on)", () => {
    expect(ringSchedule({ waiting: 2, arrived: false, lastRangAt: null, now })).toEqual({
      ringNow: true,
      nextAt: now + 30_000,
    });
  });

  it("stops when no order waits", () => {
    expect(ringSchedule({ waiting: 0, arrived: false, lastRangAt: now - 40_000, now })).toEqual({
      ringNow: false,
      nextAt: null,
    });
    expect(ringSchedule({ waiting: 0, arrived: true, lastRangAt: null, now })).toEqual({
      ringNow: false,
      nextAt: null,
    });
  });

  it("rings when the clock was set back behind the last ring, rather than falling silent", () => {
    expect(ringSchedule({ waiting: 1, arrived: false, lastRangAt: now + 3_600_000, now })).toEqual({
      ringNow: true,
      nextAt: now + 30_000,
    });
  });
});

describe("ordersCancelled", () => {
  const order = (docId: string, status: string) => ({ docId, id: 1, status, cart: [], delivery: undefined });

  it("says an order moved to Cancelado since the last server snapshot, never on the first", () => {
    const first = ordersCancelled(null, [order("a", "Pendente"), order("b", "Cancelado")], true, []);
    expect(first.cancelled).toEqual([]);
    const next = ordersCancelled(first.statuses, [order("a", "Cancelado"), order("b", "Cancelado")], true, []);
    expect(next.cancelled.map(({ docId }) => docId)).toEqual(["a"]);
    expect(ordersCancelled(next.statuses, [order("a", "Cancelado")], true, []).cancelled).toEqual([]);
  });

  it("waits for the server, and leaves out this device's own cancel", () => {
    const first = ordersCancelled(null, [order("a", "Pendente")], true, []);
    expect(ordersCancelled(first.statuses, [order("a", "Cancelado")], false, [])).toEqual({
      statuses: first.statuses,
      cancelled: [],
    });
    const own = [{ kind: "order-status", docId: "a", payload: { status: "Cancelado" } }];
    expect(ordersCancelled(first.statuses, [order("a", "Cancelado")], true, own).cancelled).toEqual([]);
  });
});
