import { describe, expect, it, vi } from "vitest";

import { toCartLine } from "~/lib/cart";

import { product } from "../../../tests/support/orders";
import { hasValidCrc, readPixCode } from "../../../tests/support/pix-reader";
import { orderPixCode, qrModulesPath } from "./pix-order";

const order = { id: 1_732_000_000_000, cart: [toCartLine(product("Expresso Tradicional"), 1)] };

describe("orderPixCode", () => {
  it("carries the order's total, its id as txid and the shop's profile", () => {
    const code = orderPixCode(order, "pix@cafeteria.test");
    expect(code).not.toBeNull();
    expect(readPixCode(code ?? "")).toMatchObject({
      key: "pix@cafeteria.test",
      amount: "6.90",
      txid: "1732000000000",
      name: "Cafeteria",
      city: "Recife",
    });
    expect(hasValidCrc(code ?? "")).toBe(true);
  });

  it("sums every line in cents", () => {
    const lines = [toCartLine(product("Latte"), 3), toCartLine(product("Expresso Tradicional"), 2)];
    const code = orderPixCode({ ...order, cart: lines }, "pix@cafeteria.test") ?? "";
    expect(readPixCode(code).amount).toBe((3 * product("Latte").price + 2 * 6.9).toFixed(2));
  });

  it("takes the shop's name and city as the format wants them", () => {
    const code = orderPixCode(order, "pix@cafeteria.test", {
      name: "Cafeteria São José do Recife Antigo",
      city: "Jaboatão dos Guararapes",
    });
    expect(readPixCode(code ?? "")).toMatchObject({ name: "Cafeteria Sao Jose do Rec", city: "Jaboatao dos Gu" });
  });

  it("gives none without a key, or for an id that is no txid", () => {
    expect(orderPixCode(order, null)).toBeNull();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(orderPixCode({ ...order, id: 1.5 }, "pix@cafeteria.test")).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe("qrModulesPath", () => {
  it("draws one unit square per dark module, row by row", () => {
    expect(qrModulesPath(2, [1, 0, 0, 1])).toBe("M0 0h1v1h-1zM1 1h1v1h-1z");
    expect(qrModulesPath(2, [0, 0, 0, 0])).toBe("");
  });
});
