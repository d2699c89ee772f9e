import { describe, expect, it } from "vitest";

import { orderActKeys, orderActLines, parseOrderActs } from "./order-acts";

// 08:12 in Recife (UTC−3).
const at = Date.UTC(2026, 11, 6, 11, 12);

describe("orderActs", () => {
  it("has a name and a time for each kind, and the last act's time", () => {
    expect(orderActKeys).toEqual(["at", "statusBy", "statusAt", "paymentBy", "paymentAt", "deletedBy", "deletedAt"]);
  });

  it("reads each pair, and leaves out a pair missing a half or of the wrong type", () => {
    expect(
      parseOrderActs({ at, statusBy: "bia@cafe.com", statusAt: at, paymentBy: "rui@cafe.com", deletedAt: at }),
    ).toEqual({ status: { by: "bia@cafe.com", at } });
    expect(parseOrderActs({ statusBy: "", statusAt: at, paymentBy: 7, paymentAt: at })).toEqual({});
  });

  it("says on the card who moved the order and who confirmed its Pix, at the shop's time", () => {
    const acts = parseOrderActs({ statusBy: "bia@cafe.com", statusAt: at, paymentBy: "rui@cafe.com", paymentAt: at });
    expect(orderActLines("Cancelado", acts)).toEqual([
      "Cancelado por bia@cafe.com às 08:12",
      "Pix confirmado por rui@cafe.com às 08:12",
    ]);
    expect(orderActLines("Pendente", undefined)).toEqual([]);
  });
});
