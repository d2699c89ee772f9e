import { describe, expect, it } from "vitest";

import {
  deliveredStatuses,
  inProgressStatuses,
  isOrderStatus,
  nextStatuses,
  orderStatuses,
  statusFromShop,
  statusMode,
} from "./order-statuses";

describe("order statuses", () => {
  it("hold a delivery's steps, a pickup's, and Cancelado", () => {
    expect(orderStatuses).toEqual([
      "Pendente",
      "Em preparo",
      "Saiu para entrega",
      "Entregue",
      "Pronto para retirada",
      "Retirado",
      "Servido",
      "Cancelado",
    ]);
    expect(isOrderStatus("Pronto para retirada")).toBe(true);
    expect(isOrderStatus("Preparando")).toBe(false);
  });
});

describe("where a delivery may go", () => {
  it("forward only, a step may be skipped; Cancelado from any step; Entregue and Cancelado are final", () => {
    expect(nextStatuses("Pendente", "delivery")).toEqual(["Em preparo", "Saiu para entrega", "Entregue", "Cancelado"]);
    expect(nextStatuses("Em preparo", "delivery")).toEqual(["Saiu para entrega", "Entregue", "Cancelado"]);
    expect(nextStatuses("Saiu para entrega", "delivery")).toEqual(["Entregue", "Cancelado"]);
    expect(nextStatuses("Entregue", "delivery")).toEqual([]);
    expect(nextStatuses("Cancelado", "delivery")).toEqual([]);
    expect(nextStatuses("Pronto para retirada", "delivery")).toEqual([]);
    expect(nextStatuses("Aguardando retirada", "delivery")).toEqual([]);
  });

  it("is the way of an order without a mode, or with one this version does not know", () => {
    for (const mode of [undefined, null, "", "drone"]) {
      expect(statusMode(mode)).toBe("delivery");
      expect(nextStatuses("Em preparo", mode)).toEqual(nextStatuses("Em preparo", "delivery"));
    }
    expect(nextStatuses("Em preparo")).toEqual(["Saiu para entrega", "Entregue", "Cancelado"]);
  });
});

describe("where a pickup may go", () => {
  it("through its own steps to Retirado, never into a delivery's", () => {
    expect(nextStatuses("Pendente", "pickup")).toEqual(["Em preparo", "Pronto para retirada", "Retirado", "Cancelado"]);
    expect(nextStatuses("Em preparo", "pickup")).toEqual(["Pronto para retirada", "Retirado", "Cancelado"]);
    expect(nextStatuses("Pronto para retirada", "pickup")).toEqual(["Retirado", "Cancelado"]);
    expect(nextStatuses("Retirado", "pickup")).toEqual([]);
    expect(nextStatuses("Cancelado", "pickup")).toEqual([]);
  });

  it("already out for delivery (before pickup had steps), still ends as a delivery", () => {
    expect(nextStatuses("Saiu para entrega", "pickup")).toEqual(["Entregue", "Cancelado"]);
    expect(nextStatuses("Entregue", "pickup")).toEqual([]);
  });
});

describe("where a table's order may go", () => {
  it("Pendente, Em preparo, then Servido, which is final and delivered", () => {
    expect(nextStatuses("Pendente", "table")).toEqual(["Em preparo", "Servido", "Cancelado"]);
    expect(nextStatuses("Em preparo", "table")).toEqual(["Servido", "Cancelado"]);
    expect(nextStatuses("Servido", "table")).toEqual([]);
    expect(nextStatuses("Saiu para entrega", "table")).toEqual([]);
    expect(nextStatuses("Pronto para retirada", "table")).toEqual([]);
    expect(deliveredStatuses).toContain("Servido");
  });
});

describe("orders in progress", () => {
  it("are those not final, of either mode", () => {
    expect(inProgressStatuses).toEqual(["Pendente", "Em preparo", "Saiu para entrega", "Pronto para retirada"]);
  });
});

describe("a followed order's status from the shop", () => {
  it("is the shop's, except that an end the device holds stays: a snapshot older than its own cancel", () => {
    expect(statusFromShop("Pendente", "Em preparo")).toBe("Em preparo");
    expect(statusFromShop(undefined, "Pendente")).toBe("Pendente");
    expect(statusFromShop("Cancelado", "Pendente")).toBe("Cancelado");
    expect(statusFromShop("Entregue", "Saiu para entrega")).toBe("Entregue");
    expect(statusFromShop("Em preparo", "Cancelado")).toBe("Cancelado");
  });
});
