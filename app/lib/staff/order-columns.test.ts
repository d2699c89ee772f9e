import { describe, expect, it } from "vitest";

import { deliveredStatuses, inProgressStatuses, orderStatuses } from "~/lib/orders/order-statuses";

import { byColumn, columnOf } from "./order-columns";

describe("the orders' columns", () => {
  it("put every end (delivered or cancelled) in Concluídos, and no order in progress there", () => {
    for (const status of [...deliveredStatuses, "Cancelado"]) expect(columnOf(status)).toBe("concluidos");
    for (const status of inProgressStatuses) expect(columnOf(status)).not.toBe("concluidos");
  });

  it("give each status a column, Pendente to Novos and both ways out to Prontos", () => {
    expect(orderStatuses.map(columnOf)).toEqual([
      "novos",
      "preparo",
      "prontos",
      "concluidos",
      "prontos",
      "concluidos",
      "concluidos",
      "concluidos",
    ]);
    expect(columnOf("Recusado")).toBe("novos");
  });

  it("keep the orders' own order inside a column", () => {
    const orders = [
      { id: 3, status: "Pendente" },
      { id: 2, status: "Entregue" },
      { id: 1, status: "Pendente" },
    ];
    expect(byColumn(orders)).toEqual({
      novos: [orders[0], orders[2]],
      preparo: [],
      prontos: [],
      concluidos: [orders[1]],
    });
  });
});
