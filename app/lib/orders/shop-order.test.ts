import { describe, expect, it } from "vitest";

import { toOrderDocument } from "./order-document";
import { PRICE_MARK } from "./order-line-text";
import {
  customerOpenOrders,
  mergeShopOrders,
  newestShopOrdersFirst,
  parseShopOrder,
  type ShopOrder,
} from "./shop-order";

const address = {
  rua: "Rua do Bom Jesus",
  bairro: "Recife Antigo",
  cidade: "Recife",
  uf: "PE",
  numero: "125",
  complemento: "",
  cep: "50030170",
};
const latte = { image: "/coffees/latte.svg", type: "Tradicional", description: "Latte", price: 9.9, quantity: 2 };
const order = {
  id: 1_732_000_000_000,
  checkoutId: "c1",
  address: { ...address, origem: "cep" },
  paymentMethod: "dinheiro",
  changeFor: 50,
  cart: [latte],
  delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
};
const marks = (count: number) => PRICE_MARK.repeat(count);

const stored = { ...toOrderDocument(order, "uid-1", true), createdAt: 1_732_000_000_500, docId: "c1" };

describe("parseShopOrder", () => {
  it("reads back what the shop stores, with its document id and the payment staff confirm", () => {
    // The subtotal is the rules' to check: staff's total is always summed from the lines.
    const { subtotal: _subtotal, ...read } = stored;
    expect(parseShopOrder(stored)).toEqual({
      ...read,
      scheduledFor: null,
      cart: [
        {
          description: "Latte",
          type: "Tradicional",
          image: "/coffees/latte.svg",
          price: 9.9,
          quantity: 2,
          choices: { Tamanho: ["Pequeno"], Leite: ["Integral"] },
        },
      ],
    });
    expect(parseShopOrder({ ...stored, paymentMethod: "pix", payment: "Pix recebido" })).toMatchObject({
      paymentMethod: "pix",
      payment: "Pix recebido",
    });
    expect(parseShopOrder({ ...stored, payment: { paid: true } })).toMatchObject({ payment: null });
    expect(parseShopOrder({ ...stored, scheduledFor: 1_732_010_400_000 })).toMatchObject({
      scheduledFor: 1_732_010_400_000,
    });
  });

  it("reads the ready time set with Em preparo, and none on an older order or a forged one", () => {
    const preparing = { ...stored, status: "Em preparo", preparingAt: 1_732_000_300_000, readyInMinutes: 15 };
    expect(parseShopOrder(preparing)).toMatchObject({ preparingAt: 1_732_000_300_000, readyInMinutes: 15 });
    const older = parseShopOrder({ ...stored, status: "Em preparo" });
    expect([older?.preparingAt, older?.readyInMinutes]).toEqual([undefined, undefined]);
    expect(parseShopOrder({ ...preparing, preparingAt: "cedo", readyInMinutes: "10" })).toMatchObject({
      status: "Em preparo",
      preparingAt: null,
      readyInMinutes: null,
    });
  });

  it("keeps a status this version does not know, and fills what an older document lacks", () => {
    const older = {
      ...stored,
      status: "Aguardando retirada",
      address: { ...address },
      checkoutId: undefined,
      createdAt: undefined,
      docId: "1732000000000",
      extra: 1,
    };
    expect(parseShopOrder(older)).toMatchObject({
      status: "Aguardando retirada",
      checkoutId: "",
      createdAt: null,
      address: { origem: "cep" },
      // Documents from before "Retirar na loja" have no mode: deliveries.
      mode: "delivery",
    });
    expect(parseShopOrder(older)).not.toHaveProperty("extra");
  });

  it("reads a pickup without an address, and a mode of another version as a delivery", () => {
    expect(parseShopOrder({ ...stored, mode: "pickup", address: null })).toMatchObject({
      mode: "pickup",
      address: null,
    });
    expect(parseShopOrder({ ...stored, mode: "drone" })).toMatchObject({ mode: "delivery" });
  });
});

describe("parseShopOrder's lines", () => {
  it("reads lines as the rules read them, and the maps of older versions as they were", () => {
    const joined = parseShopOrder({ ...stored, cart: ["Latte\u001f12.5\u001f1\u001eCubano\u001f18.9\u001f2"] });
    expect(joined?.cart.map((line) => [line.description, line.quantity])).toEqual([
      ["Latte", 1],
      ["Cubano", 2],
    ]);
    const older = parseShopOrder({ ...stored, cart: [{ description: "Latte", price: 12.5, quantity: 1 }] });
    expect(older?.cart).toEqual([{ description: "Latte", type: "", image: "", price: 12.5, quantity: 1 }]);
    expect(parseShopOrder({ ...stored, cart: ["Latte\u001f12.5\u001f1\u001fextra"] })).toBeNull();
  });

  it("reads each line's options and its price with them", () => {
    const line = `2\u001fLatte\u001f${marks(125)}\u001fGrande${marks(40)}\u001fVegetal de aveia${marks(30)}\u001fDose extra de expresso${marks(30)}Chantilly${marks(20)}\u001fAdoçante`;
    expect(parseShopOrder({ ...stored, cart: [line] })?.cart).toEqual([
      {
        description: "Latte",
        type: "Tradicional",
        image: "/coffees/latte.svg",
        price: 24.5,
        quantity: 2,
        choices: {
          Tamanho: ["Grande"],
          Leite: ["Vegetal de aveia"],
          Adicionais: ["Dose extra de expresso", "Chantilly"],
          Açúcar: ["Adoçante"],
        },
      },
    ]);
  });

  it("refuses what is not an order", () => {
    expect(parseShopOrder({ ...stored, id: "x" })).toBeNull();
    expect(parseShopOrder({ ...stored, id: Number.MAX_SAFE_INTEGER + 2 })).toBeNull();
    expect(parseShopOrder({ ...stored, paymentMethod: "boleto" })).toBeNull();
    expect(parseShopOrder(null)).toBeNull();
  });
});

describe("newestShopOrdersFirst", () => {
  it("puts the latest to reach the shop first, one not stamped yet above all, then by id", () => {
    const order = (id: number, createdAt: number | null) => ({ id, createdAt }) as ShopOrder;
    const sorted = newestShopOrdersFirst([order(1, 100), order(2, 300), order(3, null), order(4, 300), order(5, 200)]);
    expect(sorted.map((o) => o.id)).toEqual([3, 4, 2, 5, 1]);
  });
});

describe("mergeShopOrders", () => {
  it("lists each document once, the first list's copy, newest first", () => {
    const order = (docId: string, createdAt: number, status = "Pendente") =>
      ({ docId, id: createdAt, createdAt, status }) as ShopOrder;
    const merged = mergeShopOrders(
      [order("a", 300, "Em preparo"), order("b", 100)],
      [order("a", 300), order("c", 200)],
    );
    expect(merged.map((o) => [o.docId, o.status])).toEqual([
      ["a", "Em preparo"],
      ["c", "Pendente"],
      ["b", "Pendente"],
    ]);
  });
});

describe("customerOpenOrders", () => {
  it("names the customer's orders still in progress, and no one else's", () => {
    const order = (docId: string, customerUid: string, status: string) => ({ docId, customerUid, status }) as ShopOrder;
    const orders = [
      order("a", "flood", "Pendente"),
      order("b", "flood", "Entregue"),
      order("c", "flood", "Em preparo"),
      order("d", "honest", "Pendente"),
    ];
    expect(customerOpenOrders(orders, "flood")).toEqual(["a", "c"]);
  });
});
