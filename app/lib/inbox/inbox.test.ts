import { describe, expect, it } from "vitest";

import { newCheckoutId } from "~/lib/checkout";
import { buildOrder, type Order } from "~/lib/orders";

import {
  customerOpenOrders,
  InboxError,
  inboxErrorKind,
  inProgressStatuses,
  isOrderStatus,
  mayBeStaff,
  mergeShopOrders,
  newestShopOrdersFirst,
  nextStatuses,
  orderDocumentId,
  orderQuota,
  orderStatuses,
  parseShopOrder,
  PRICE_MARK,
  quotaDecision,
  shopDay,
  type ShopOrder,
  toInboxError,
  toOrderDocument,
} from "./documents";

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

describe("the document id", () => {
  it("is the checkout id, random; an order without a well-formed one has none", () => {
    const id = newCheckoutId();
    expect(orderDocumentId({ checkoutId: id })).toBe(id);
    expect(orderDocumentId({ checkoutId: "1732000000000" })).toBeNull();
    expect(orderDocumentId({ checkoutId: "../staff/x" })).toBeNull();
    expect(orderDocumentId({ checkoutId: undefined })).toBeNull();
  });
});

describe("who may be staff", () => {
  const claims = { email: "equipe@cafeteria.test", email_verified: true };

  it("a Google sign-in with a verified e-mail, and nothing else", () => {
    expect(mayBeStaff({ signInProvider: "google.com", claims })).toBe(true);
    expect(mayBeStaff({ signInProvider: "google.com", claims: { ...claims, email_verified: false } })).toBe(false);
    expect(mayBeStaff({ signInProvider: "password", claims })).toBe(false);
    expect(mayBeStaff({ signInProvider: "anonymous", claims })).toBe(false);
    expect(mayBeStaff({ signInProvider: "google.com", claims: { email_verified: true } })).toBe(false);
  });
});

describe("the order quota", () => {
  // 2026-11-24 12:00 in Recife.
  const noon = Date.UTC(2026, 10, 24, 15, 0, 0);

  it("counts the shop's days from Recife's midnight (UTC-3)", () => {
    expect(shopDay(Date.UTC(2026, 10, 25, 2, 59, 59))).toBe(shopDay(noon));
    expect(shopDay(Date.UTC(2026, 10, 25, 3, 0, 0))).toBe(shopDay(noon) + 1);
  });

  it("lets a first order go, the next after 30 s, and counts them per day", () => {
    const today = shopDay(noon);
    expect(quotaDecision(null, noon)).toEqual({ kind: "go", day: today, dayCount: 1 });
    const last = { lastOrderAt: noon - 10_000, day: today, dayCount: 3 };
    expect(quotaDecision(last, noon)).toEqual({ kind: "wait", ms: orderQuota.minSecondsBetween * 1000 - 10_000 });
    expect(quotaDecision(last, noon + 20_000)).toEqual({ kind: "go", day: today, dayCount: 4 });
    const yesterday = { lastOrderAt: noon - 86_400_000, day: today - 1, dayCount: orderQuota.perDay };
    expect(quotaDecision(yesterday, noon)).toEqual({ kind: "go", day: today, dayCount: 1 });
  });

  it("holds the 21st order of a day until the shop's next midnight", () => {
    const spent = { lastOrderAt: noon - 60_000, day: shopDay(noon), dayCount: orderQuota.perDay };
    expect(quotaDecision(spent, noon)).toEqual({ kind: "wait", ms: 12 * 60 * 60 * 1000 });
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

const marks = (count: number) => PRICE_MARK.repeat(count);
/** The test's Latte (R$ 9,90, × 2) as the document writes it: the defaults, and two groups without a choice. */
const latteLine = `2\u001fLatte\u001f${marks(99)}\u001fPequeno\u001fIntegral\u001f\u001f`;

describe("toOrderDocument", () => {
  it("takes the order's fields by name, and the customer's uid, with status Pendente", () => {
    expect(toOrderDocument(localOrder(), "uid-1")).toEqual({
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
      delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
      note: "",
    });
    expect(toOrderDocument({ ...localOrder(), note: "sem açúcar" }, "uid-1").note).toBe("sem açúcar");
  });

  it("leaves whatever else a stored order carries on the device", () => {
    const extra = {
      ...localOrder(),
      sentAt: 5,
      address: { ...address, origem: "manual", latitude: -8 },
      cart: [{ ...latte, note: "sem açúcar" }],
    };
    const document = toOrderDocument(extra, "uid-1");
    expect(Object.keys(document).sort()).toEqual([
      "address",
      "cart",
      "changeFor",
      "checkoutId",
      "customerUid",
      "delivery",
      "id",
      "mode",
      "note",
      "payment",
      "paymentMethod",
      "status",
      "subtotal",
    ]);
    expect(document.address).toEqual({ ...address, origem: "manual" });
    expect(document.cart).toEqual([latteLine]);
  });

  it("writes each line with its quantity, its price and each chosen option as marks, equal lines merged", () => {
    const irish = { description: "Irlandês", type: "Alcoólico", image: "/coffees/irlandes.svg", price: 22.9 };
    const grande = { ...irish, price: 26.9, choices: { Tamanho: ["Grande"] } };
    const cart = [{ ...irish, quantity: 1 }, latte, { ...irish, quantity: 2 }, { ...grande, quantity: 1 }];
    expect(toOrderDocument(localOrder({ cart }), "u").cart).toEqual([
      `3\u001fIrlandês\u001f${marks(229)}\u001fPequeno`,
      latteLine,
      `1\u001fIrlandês\u001f${marks(229)}\u001fGrande${marks(40)}`,
    ]);
  });

  it("writes a price that changed since the order was made as it was, for the rules to refuse", () => {
    const cheap = { ...latte, price: 0.05 };
    expect(toOrderDocument(localOrder({ cart: [cheap] }), "u").cart).toEqual([
      "2\u001fLatte\u001f0.05\u001fPequeno\u001fIntegral\u001f\u001f",
    ]);
  });

  it("stores text without control or bidi characters, composed, as the rules take it", () => {
    const typed = localOrder({
      address: { ...address, origem: "cep", complemento: "Apto\u202e 3\r", cidade: "Jaboata\u0303o" },
      note: "sem\u0000 açúcar\r\nportão",
    });
    const document = toOrderDocument(typed, "u");
    expect(document.address?.complemento).toBe("Apto  3");
    expect(document.address?.cidade).toBe("Jaboatão");
    expect(document.note).toBe("sem  açúcar\nportão");
  });

  it("says an address came from the CEP unless it was typed by hand, asks change only with cash, and fills a missing checkout id", () => {
    expect(toOrderDocument({ ...localOrder(), address: { ...address, origem: "gps" } }, "u").address?.origem).toBe(
      "cep",
    );
    expect(toOrderDocument(localOrder({ paymentMethod: "credito", changeFor: 50 }), "u").changeFor).toBeNull();
    expect(toOrderDocument(localOrder({ checkoutId: undefined }), "u").checkoutId).toBe("");
  });
});

describe("parseShopOrder", () => {
  const stored = { ...toOrderDocument(localOrder(), "uid-1"), createdAt: 1_732_000_000_500, docId: "c1" };

  it("reads back what the shop stores, with its document id and the payment staff confirm", () => {
    // The subtotal is the rules' to check: staff's total is always summed from the lines.
    const { subtotal: _subtotal, ...read } = stored;
    expect(parseShopOrder(stored)).toEqual({
      ...read,
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

describe("inbox errors", () => {
  it("are 'rejected' when the rules refuse, 'unavailable' when it may work later", () => {
    expect(inboxErrorKind("permission-denied")).toBe("rejected");
    expect(inboxErrorKind("invalid-argument")).toBe("rejected");
    expect(inboxErrorKind("unavailable")).toBe("unavailable");
    expect(inboxErrorKind("deadline-exceeded")).toBe("unavailable");
    expect(inboxErrorKind("auth/network-request-failed")).toBe("unavailable");
  });

  it("wrap Firebase's errors with their code and keep an InboxError as it is", () => {
    const denied = Object.assign(new Error("Missing or insufficient permissions."), { code: "permission-denied" });
    expect(toInboxError(denied)).toMatchObject({
      name: "InboxError",
      kind: "rejected",
      code: "permission-denied",
      cause: denied,
    });
    expect(toInboxError("boom")).toMatchObject({ kind: "unavailable", code: "unknown" });
    const own = new InboxError("unavailable", "not-configured");
    expect(toInboxError(own)).toBe(own);
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
