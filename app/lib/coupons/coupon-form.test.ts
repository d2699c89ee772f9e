import { describe, expect, it } from "vitest";

import { parseCouponForm } from "./coupon-form";

const now = Date.UTC(2026, 10, 27, 15);
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    codigo: "primeirocafe",
    tipo: "percent",
    valor: "10",
    porCliente: "1",
    ...fields,
  }))
    data.set(name, value);
  return data;
};

describe("the Cupons form", () => {
  it("makes a coupon in capitals, ending at the shop's midnight of its last day", () => {
    expect(parseCouponForm(form({ validade: "2026-12-31", primeiro: "on", maximo: "10,00" }), now)).toEqual({
      ok: true,
      coupon: {
        code: "PRIMEIROCAFE",
        kind: "percent",
        value: 10,
        maxDiscount: 10,
        minOrder: null,
        validUntil: Date.UTC(2027, 0, 1, 3),
        firstOrderOnly: true,
        perCustomer: 1,
        totalLimit: null,
        forCustomers: null,
      },
    });
  });

  it("answers a pt-BR message per field", () => {
    expect(parseCouponForm(form({ codigo: "café", valor: "150", validade: "2026-11-01", total: "x" }), now)).toEqual({
      ok: false,
      errors: {
        codigo: "Use de 6 a 20 letras e números, sem espaços nem acentos: um código curto pode ser adivinhado.",
        valor: "Informe um percentual de 1 a 100.",
        validade: "Escolha uma data a partir de hoje.",
        total: "Informe um número inteiro, ou deixe vazio para sem limite.",
      },
    });
  });

  it("takes an amount in reais, with no cap", () => {
    const parsed = parseCouponForm(
      form({ tipo: "fixed", valor: "5,50", maximo: "3", minimo: "20,00", porCliente: "" }),
      now,
    );
    expect(parsed).toMatchObject({
      ok: true,
      coupon: { kind: "fixed", value: 5.5, maxDiscount: null, minOrder: 20, perCustomer: null },
    });
  });

  it("takes the customers a coupon is only for (Clientes), and refuses an empty or too long list", () => {
    expect(parseCouponForm(form({ clientes: "ana-1,bia-2,ana-1" }), now)).toMatchObject({
      ok: true,
      coupon: { forCustomers: ["ana-1", "bia-2"] },
    });
    const message = "Um cupom para clientes escolhidos vale para 1 a 400 clientes.";
    expect(parseCouponForm(form({ clientes: "" }), now)).toEqual({ ok: false, errors: { clientes: message } });
    const many = Array.from({ length: 401 }, (_, index) => `uid${index}`).join(",");
    expect(parseCouponForm(form({ clientes: many }), now)).toEqual({ ok: false, errors: { clientes: message } });
  });
});
