/** Issue 59: "Nome para chamar" (pickup and table) and "Celular (WhatsApp)", as the checkout reads them. */
import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import { CALL_NAME_MAX, mobilePhoneDigits } from "~/lib/orders";

import { product } from "../../../tests/support/orders";
import { checkoutOrder, parseCheckoutForm } from "./checkout";

const now = Date.UTC(2026, 10, 24, 15);
const cart = [toCartLine(product("Latte"), 2)];

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  const all = { checkoutId: "0a1b2c3d4e5f60718293a4b5", pagamento: "dinheiro", modo: "retirada", ...fields };
  for (const [key, value] of Object.entries(all)) data.set(key, value);
  return data;
}

const delivery = {
  modo: "entrega",
  cep: "50030-170",
  origem: "cep",
  rua: "Rua do Bom Jesus",
  bairro: "Recife Antigo",
  cidade: "Recife",
  uf: "PE",
  numero: "125",
};

describe("Nome para chamar", () => {
  it("is optional, trimmed and loses control characters", () => {
    expect(parseCheckoutForm(form({}), cart, { now })).toMatchObject({ ok: true, callName: "" });
    expect(parseCheckoutForm(form({ nomeParaChamar: "  Ana\u0007 Paula " }), cart, { now })).toMatchObject({
      ok: true,
      callName: "Ana  Paula",
    });
  });

  it("too long is refused with its message, and nothing else is lost", () => {
    const parsed = parseCheckoutForm(form({ nomeParaChamar: "A".repeat(CALL_NAME_MAX + 1) }), cart, { now });
    expect(parsed).toEqual({
      ok: false,
      errors: { nomeParaChamar: `O nome para chamar pode ter até ${CALL_NAME_MAX} caracteres.` },
    });
  });

  it("is ignored on a delivery, where nobody calls it", () => {
    expect(parseCheckoutForm(form({ ...delivery, nomeParaChamar: "Ana" }), cart, { now })).toMatchObject({
      ok: true,
      mode: "delivery",
      callName: "",
    });
  });

  it("is stored on the order made", () => {
    const { result } = checkoutOrder([], form({ nomeParaChamar: "Ana", celular: "(81) 99876-5432" }), cart, { now });
    expect(result).toMatchObject({ ok: true, order: { mode: "pickup", callName: "Ana", phone: "81998765432" } });
  });
});

describe("Celular (WhatsApp)", () => {
  it("takes a Brazilian mobile however it is typed, and keeps its digits", () => {
    for (const typed of ["81998765432", "(81) 99876-5432", "+55 81 99876-5432", "81 9 9876 5432"])
      expect(mobilePhoneDigits(typed)).toBe("81998765432");
    expect(parseCheckoutForm(form({ celular: " (81) 99876-5432 " }), cart, { now })).toMatchObject({
      ok: true,
      phone: "81998765432",
    });
  });

  it("refuses a landline, a number without DDD or too long, with its message", () => {
    for (const typed of ["(81) 3224-0000", "99876-5432", "819987654321", "(01) 99876-5432", "abc"]) {
      expect(mobilePhoneDigits(typed)).toBeNull();
      expect(parseCheckoutForm(form({ celular: typed }), cart, { now })).toEqual({
        ok: false,
        errors: { celular: "Informe um celular com DDD, por exemplo (81) 99876-5432." },
      });
    }
  });

  it("is optional, on a delivery too", () => {
    expect(parseCheckoutForm(form({ ...delivery, celular: "" }), cart, { now })).toMatchObject({ ok: true, phone: "" });
  });
});

describe("CPF na nota (issue 58)", () => {
  it("is kept as its 11 digits however it is typed, and goes on the order", () => {
    expect(parseCheckoutForm(form({ cpf: "529.982.247-25" }), cart, { now })).toMatchObject({
      ok: true,
      cpf: "52998224725",
    });
    const placed = checkoutOrder([], form({ cpf: "52998224725" }), cart, { now });
    expect(placed.result).toMatchObject({ ok: true, order: { cpf: "52998224725" } });
  });

  it("with wrong check digits or too few numbers is refused in pt-BR beside the field", () => {
    for (const typed of ["529.982.247-24", "5299822472", "111.111.111-11"])
      expect(parseCheckoutForm(form({ cpf: typed }), cart, { now })).toEqual({
        ok: false,
        errors: { cpf: "CPF inválido: confira os 11 números." },
      });
  });

  it("is optional", () => {
    expect(parseCheckoutForm(form({ cpf: "" }), cart, { now })).toMatchObject({ ok: true, cpf: "" });
  });
});
