// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";

import { newCheckoutId } from "~/lib/checkout";

import { checkoutIdPattern, orderDocumentId, toOrderDocument } from "./order-document";
import { PRICE_MARK } from "./order-line-text";
import { type Order } from "./order-schema";
import { buildOrder } from "./orders";

const address = {
  rua: "Rua do Bom Jesus",
  bairro: "Recife Antigo",
  cidade: "Recife",
  uf: "PE" as const,
  numero: "125",
  complemento: "",
  cep: "50030170",
};
const latte = {
  image: "/coffees/latte.svg",
  type: "Tradicional",
  description: "Latte",
  price: 9.9,
  quantity: 2,
} as const;

function localOrder(overrides: Partial<Order> = {}): Order {
  return {
    ...buildOrder({
      id: 1_732_000_000_000,
      checkoutId: "c1",
      address: { ...address, origem: "cep" },
      paymentMethod: "dinheiro",
      changeFor: 50,
      cart: [latte],
      delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
    }),
    ...overrides,
  };
}

describe("the document id", () => {
  it("is the checkout id, random; an order without a well-formed one has none", () => {
    const id = newCheckoutId();
    expect(id).toMatch(new RegExp(`^${checkoutIdPattern}$`));
    expect(orderDocumentId({ checkoutId: id })).toBe(id);
    expect(orderDocumentId({ checkoutId: "1732000000000" })).toBeNull();
    expect(orderDocumentId({ checkoutId: "../staff/x" })).toBeNull();
    expect(orderDocumentId({ checkoutId: undefined })).toBeNull();
  });
});

const marks = (count: number) => PRICE_MARK.repeat(count);
/** The test's Latte (R$ 9,90, × 2) as the document writes it: the defaults, and two groups without a choice. */
const latteLine = `2\u001fLatte\u001f${marks(99)}\u001fPequeno\u001fIntegral\u001f\u001f`;

describe("toOrderDocument", () => {
  it("takes the order's fields by name, and the customer's uid and sign-in, with status Pendente", () => {
    expect(toOrderDocument(localOrder(), "uid-1", true)).toEqual({
      id: 1_732_000_000_000,
      checkoutId: "c1",
      mode: "delivery",
      address: { ...address, origem: "cep" },
      paymentMethod: "dinheiro",
      changeFor: 50,
      cart: [latteLine],
      subtotal: 19.8,
      status: "Pendente",
      payment: null,
      customerUid: "uid-1",
      signedIn: true,
      delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
      note: "",
      callName: "",
      phone: "",
      cpf: "",
    });
    expect(toOrderDocument({ ...localOrder(), note: "sem açúcar" }, "uid-1", true).note).toBe("sem açúcar");
  });

  it("leaves whatever else a stored order carries on the device", () => {
    const extra = {
      ...localOrder(),
      sentAt: 5,
      address: { ...address, origem: "manual", latitude: -8 },
      cart: [{ ...latte, note: "sem açúcar" }],
    };
    const document = toOrderDocument(extra, "uid-1", true);
    expect(Object.keys(document).sort()).toEqual([
      "address",
      "callName",
      "cart",
      "changeFor",
      "checkoutId",
      "cpf",
      "customerUid",
      "delivery",
      "id",
      "mode",
      "note",
      "payment",
      "paymentMethod",
      "phone",
      "signedIn",
      "status",
      "subtotal",
    ]);
    expect(document.address).toEqual({ ...address, origem: "manual" });
    expect(document.cart).toEqual([latteLine]);
  });
  it("stores text without control or bidi characters, composed, as the rules take it", () => {
    const typed = localOrder({
      address: { ...address, origem: "cep", complemento: "Apto\u202e 3\r", cidade: "Jaboata\u0303o" },
      note: "sem\u0000 açúcar\r\nportão",
    });
    const document = toOrderDocument(typed, "u", false);
    expect(document.address?.complemento).toBe("Apto  3");
    expect(document.address?.cidade).toBe("Jaboatão");
    expect(document.note).toBe("sem  açúcar\nportão");
  });

  it("says an address came from the CEP unless it was typed by hand, asks change only with cash, and fills a missing checkout id", () => {
    expect(
      toOrderDocument({ ...localOrder(), address: { ...address, origem: "gps" } }, "u", false).address?.origem,
    ).toBe("cep");
    expect(toOrderDocument(localOrder({ paymentMethod: "credito", changeFor: 50 }), "u", false).changeFor).toBeNull();
    expect(toOrderDocument(localOrder({ checkoutId: undefined }), "u", false).checkoutId).toBe("");
  });

  it("stores a pickup without an address or a fee", () => {
    const pickup = toOrderDocument({ ...localOrder(), mode: "pickup", delivery: undefined }, "u", false);
    expect(pickup).toMatchObject({ mode: "pickup", address: null, delivery: null });
  });
});

describe("toOrderDocument's lines", () => {
  it("writes each line with its quantity, its price and each chosen option as marks, equal lines merged", () => {
    const irish = { description: "Irlandês", type: "Alcoólico", image: "/coffees/irlandes.svg", price: 22.9 };
    const grande = { ...irish, price: 26.9, choices: { Tamanho: ["Grande"] } };
    const cart = [{ ...irish, quantity: 1 }, latte, { ...irish, quantity: 2 }, { ...grande, quantity: 1 }];
    expect(toOrderDocument(localOrder({ cart }), "u", false).cart).toEqual([
      `3\u001fIrlandês\u001f${marks(229)}\u001fPequeno`,
      latteLine,
      `1\u001fIrlandês\u001f${marks(229)}\u001fGrande${marks(40)}`,
    ]);
  });

  it("writes a price that changed since the order was made as it was, for the rules to refuse", () => {
    const cheap = { ...latte, price: 0.05 };
    expect(toOrderDocument(localOrder({ cart: [cheap] }), "u", false).cart).toEqual([
      "2\u001fLatte\u001f0.05\u001fPequeno\u001fIntegral\u001f\u001f",
    ]);
  });
});

describe("the name to call and the mobile", () => {
  const pickup = (overrides: Partial<Order>) => localOrder({ mode: "pickup", address: null, ...overrides });

  it("are written cleaned as the rules take them, empty when not given", () => {
    const document = toOrderDocument(pickup({ callName: " Ana\u0007 ", phone: "81998765432" }), "u", false);
    expect(document).toMatchObject({ callName: "Ana", phone: "81998765432" });
    expect(toOrderDocument(pickup({}), "u", false)).toMatchObject({ callName: "", phone: "" });
  });

  it("a delivery keeps its mobile and has no name to call; a stored phone that is no mobile is left out", () => {
    const document = toOrderDocument(localOrder({ callName: "Ana", phone: "(81) 3224-0000" }), "u", false);
    expect(document).toMatchObject({ callName: "", phone: "" });
    expect(toOrderDocument(localOrder({ phone: "81998765432" }), "u", false).phone).toBe("81998765432");
  });
});

describe("CPF na nota on the document", () => {
  it("is the CPF's 11 digits however it was typed, and empty when it was none or not valid", () => {
    expect(toOrderDocument(localOrder({ cpf: "529.982.247-25" }), "u", false).cpf).toBe("52998224725");
    expect(toOrderDocument(localOrder({ cpf: "529.982.247-24" }), "u", false).cpf).toBe("");
    expect(toOrderDocument(localOrder({}), "u", false).cpf).toBe("");
  });
});
