import { describe, expect, it } from "vitest";

import { arrivalWindowText, isOrderActive, orderDoneWords } from "./order-words";

/** 2026-11-27 11:02 UTC: 08:02 in Recife. */
const PLACED_AT = Date.UTC(2026, 10, 27, 11, 2);
const NOW = PLACED_AT + 60_000;
const delivery = { fee: 5, minMinutes: 30, maxMinutes: 45 };

const sentDelivery = { id: PLACED_AT, status: "Pendente", inbox: "sent" as const, delivery };
const pickup = { ...sentDelivery, mode: "pickup" };
const atTable = { ...sentDelivery, mode: "table", table: { number: 2, code: "abc" } };
/** 2026-11-28 10:30 UTC: tomorrow, 07:30 in Recife. */
const tomorrowSlot = Date.UTC(2026, 10, 28, 10, 30);

describe("what /order-done says of an order", () => {
  it("promises a delivery's arrival as arrival, counted from when it was made", () => {
    expect(orderDoneWords(sentDelivery, NOW)).toEqual({
      title: "Uhuul! Pedido confirmado",
      lead: "Chegada prevista entre 08:32 e 08:47.",
    });
    expect(orderDoneWords({ ...sentDelivery, status: "Saiu para entrega" }, NOW).lead).toBe(
      "Saiu para entrega: logo chega ao seu endereço.",
    );
  });

  it("never speaks of the café coming to a pickup or a table", () => {
    const pickupLead = orderDoneWords(pickup, NOW).lead;
    expect(pickupLead).toBe("Avisamos aqui quando estiver pronto para retirada na loja.");
    expect(orderDoneWords({ ...pickup, status: "Pronto para retirada" }, NOW).lead).toMatch(
      /^Está pronto: retire na loja, /,
    );
    expect(orderDoneWords(atTable, NOW).lead).toBe("A cafeteria leva o pedido à Mesa 2 quando estiver pronto.");
    for (const order of [pickup, atTable]) expect(orderDoneWords(order, NOW).lead).not.toMatch(/chega|entrega/i);
  });

  it("says a scheduled order's slot, for its mode", () => {
    expect(orderDoneWords({ ...pickup, scheduledFor: tomorrowSlot }, NOW).lead).toBe(
      "Agendado para amanhã, 07:30: fica pronto para retirada nesse horário, na loja.",
    );
    expect(orderDoneWords({ ...sentDelivery, scheduledFor: tomorrowSlot }, NOW).lead).toBe(
      "Agendado para amanhã, 07:30: sai para entrega nesse horário.",
    );
  });

  it("does not call an order the shop does not have yet confirmed", () => {
    expect(orderDoneWords({ ...sentDelivery, inbox: "pending" }, NOW)).toEqual({
      title: "Pedido salvo neste aparelho",
      lead: "O preparo começa quando a cafeteria receber o pedido.",
    });
    expect(orderDoneWords({ ...sentDelivery, inbox: "rejected" }, NOW).title).toBe(
      "Pedido não recebido pela cafeteria",
    );
    expect(orderDoneWords({ ...sentDelivery, inbox: "removed" }, NOW)).toEqual({
      title: "Pedido excluído pela cafeteria",
      lead: null,
    });
  });

  it("promises nothing more once it is cancelled or handed over", () => {
    expect(orderDoneWords({ ...sentDelivery, status: "Cancelado" }, NOW).title).toBe("Pedido cancelado");
    expect(orderDoneWords({ ...sentDelivery, status: "Entregue" }, NOW).title).toBe("Pedido entregue");
    expect(orderDoneWords({ ...pickup, status: "Retirado" }, NOW).title).toBe("Pedido retirado");
    expect(orderDoneWords({ ...atTable, status: "Servido" }, NOW).title).toBe("Pedido servido");
  });

  it("keeps the old heading for an order of a build without the shop's inbox, which is the device's only", () => {
    expect(orderDoneWords({ ...sentDelivery, inbox: undefined }, NOW).title).toBe("Uhuul! Pedido confirmado");
  });
});

describe("the delivery's expected arrival", () => {
  it("gives way to staff's ready time, a slot, or the order leaving", () => {
    expect(arrivalWindowText(sentDelivery)).toBe("entre 08:32 e 08:47");
    const preparing = { ...sentDelivery, status: "Em preparo", preparingAt: NOW, readyInMinutes: 10 };
    expect(arrivalWindowText(preparing)).toBeNull();
    expect(arrivalWindowText({ ...sentDelivery, scheduledFor: tomorrowSlot })).toBeNull();
    expect(arrivalWindowText({ ...sentDelivery, status: "Saiu para entrega" })).toBeNull();
  });

  it("is not said of an order that will not come", () => {
    for (const order of [
      { ...sentDelivery, inbox: "removed" as const },
      { ...sentDelivery, inbox: "rejected" as const },
      { ...sentDelivery, status: "Cancelado" },
      { ...sentDelivery, status: "Entregue" },
      pickup,
    ])
      expect(arrivalWindowText(order)).toBeNull();
    expect(isOrderActive({ status: "Em preparo", inbox: "sent" })).toBe(true);
    expect(isOrderActive({ status: "Pendente", inbox: "removed" })).toBe(false);
  });
});
