import { describe, expect, it } from "vitest";

import { isOpenOrder, withoutDetails } from "./erase-order-details";

describe("erasing an order's details", () => {
  it("an order is open until it ends, unless the shop refused or removed it", () => {
    expect(isOpenOrder({ status: "Pendente", inbox: "pending" })).toBe(true);
    expect(isOpenOrder({ status: "Saiu para entrega", inbox: "sent" })).toBe(true);
    expect(isOpenOrder({ status: "Entregue", inbox: "sent" })).toBe(false);
    expect(isOpenOrder({ status: "Cancelado", inbox: undefined })).toBe(false);
    expect(isOpenOrder({ status: "Pendente", inbox: "rejected" })).toBe(false);
    expect(isOpenOrder({ status: "Pendente", inbox: "removed" })).toBe(false);
  });

  it("takes the address, the name to call, the mobile, the CPF and the note; keeps the lines and totals", () => {
    const stored = {
      id: 7,
      cart: ["1 Latte"],
      total: 17.5,
      address: { rua: "Rua do Sol", numero: "7" },
      callName: "Ana",
      phone: "81998765432",
      cpf: "52998224725",
      note: "portão azul",
    };
    expect(withoutDetails(stored)).toEqual({
      id: 7,
      cart: ["1 Latte"],
      total: 17.5,
      address: null,
      callName: "",
      phone: "",
      cpf: "",
      note: "",
      erased: true,
    });
    expect(withoutDetails("not an order")).toBe("not an order");
  });
});
