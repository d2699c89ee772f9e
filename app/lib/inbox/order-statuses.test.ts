import { describe, expect, it } from "vitest";

import { inProgressStatuses, isOrderStatus, nextStatuses, orderStatuses } from "./order-statuses";

describe("order statuses", () => {
  it("run from Pendente to Entregue, with Cancelado last", () => {
    expect(orderStatuses).toEqual(["Pendente", "Em preparo", "Saiu para entrega", "Entregue", "Cancelado"]);
    expect(isOrderStatus("Em preparo")).toBe(true);
    expect(isOrderStatus("Preparando")).toBe(false);
  });
});

describe("where an order may go", () => {
  it("forward only, a step may be skipped; Cancelado before Entregue; Entregue and Cancelado are final", () => {
    expect(nextStatuses("Pendente")).toEqual(["Em preparo", "Saiu para entrega", "Entregue", "Cancelado"]);
    expect(nextStatuses("Em preparo")).toEqual(["Saiu para entrega", "Entregue", "Cancelado"]);
    expect(nextStatuses("Saiu para entrega")).toEqual(["Entregue", "Cancelado"]);
    expect(nextStatuses("Entregue")).toEqual([]);
    expect(nextStatuses("Cancelado")).toEqual([]);
    expect(nextStatuses("Aguardando retirada")).toEqual([]);
    expect(inProgressStatuses).toEqual(["Pendente", "Em preparo", "Saiu para entrega"]);
  });
});
