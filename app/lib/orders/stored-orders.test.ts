// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";

import { parseStoredEntries } from "~/lib/platform";

import { type Order, storedOrderSchema } from "./order-schema";
import { changeOrders, readOrders } from "./order-storage";
import {
  deleteOrder,
  formatAddress,
  formatOrderTime,
  listNewestFirst,
  outboxOrders,
  paymentMethodLabel,
  placeOrder,
  updateOrder,
} from "./orders";

const line = {
  image: "/coffees/latte.svg",
  type: "Tradicional" as const,
  description: "Latte",
  price: 12.5,
  quantity: 2,
};
const address = {
  rua: "Rua do Bom Jesus",
  bairro: "Recife",
  cidade: "Recife",
  uf: "PE" as const,
  numero: "125",
  complemento: "",
  cep: "50030170",
};
const current = {
  id: 1_750_000_000_000,
  checkoutId: "abc",
  address: { ...address, origem: "cep" },
  paymentMethod: "debito",
  changeFor: null,
  cart: [line],
  status: "Pendente",
  payment: null,
};
const legacy = {
  id: 1_700_000_000_000,
  address: { ...address, cep: "52011-000", numero: "" },
  paymentMethod: "credito",
  cart: [line],
  status: "Pendente",
  payment: null,
};

/** What a reader made of one stored entry. */
interface Expectation {
  name: string;
  entry: unknown;
  /** null: the entry cannot be shown, and is kept as it is. */
  shown: null | ((order: Order) => void);
}

const corpus: Expectation[] = [
  { name: "an order of this version", entry: current, shown: (order) => expect(order.address?.origem).toBe("cep") },
  { name: "the CEP as ViaCEP writes it", entry: legacy, shown: (order) => expect(order.address?.cep).toBe("52011000") },
  {
    name: "a CEP with spaces around and inside",
    entry: { ...legacy, address: { ...legacy.address, cep: " 52011 000 " } },
    shown: (order) => expect(order.address?.cep).toBe("52011000"),
  },
  {
    name: "an empty número",
    entry: legacy,
    shown: (order) =>
      expect(formatAddress(order.address!)).toBe("Rua do Bom Jesus, s/n — Recife, Recife/PE — CEP 52011-000"),
  },
  {
    name: "no número at all (the original shop never stored one)",
    entry: { ...legacy, address: { ...address, numero: undefined } },
    shown: (order) => expect(formatAddress(order.address!)).toMatch(/^Rua do Bom Jesus, s\/n —/),
  },
  {
    name: "a status of another version",
    entry: { ...current, status: "Em preparo" },
    shown: (order) => expect(order.status).toBe("Em preparo"),
  },
  {
    name: "an order the shop started, with its ready time",
    entry: { ...current, status: "Em preparo", preparingAt: 1_750_000_300_000, readyInMinutes: 15 },
    shown: (order) => expect([order.preparingAt, order.readyInMinutes]).toEqual([1_750_000_300_000, 15]),
  },
  {
    name: "an older order without a ready time",
    entry: { ...current, status: "Em preparo" },
    shown: (order) => expect([order.preparingAt, order.readyInMinutes]).toEqual([undefined, undefined]),
  },
  {
    name: "a ready time of another shape",
    entry: { ...current, status: "Em preparo", preparingAt: "08:02", readyInMinutes: { min: 10 } },
    shown: (order) => expect([order.preparingAt, order.readyInMinutes]).toEqual([undefined, undefined]),
  },
  {
    name: "a payment method of another version",
    entry: { ...current, paymentMethod: "boleto" },
    shown: (order) => expect(paymentMethodLabel(order.paymentMethod)).toBe("boleto"),
  },
  {
    name: "a field of another version",
    entry: { ...current, cupom: { codigo: "CAFE10" } },
    shown: (order) => expect(order.cupom).toEqual({ codigo: "CAFE10" }),
  },
  {
    name: "a product type the catalogue does not have",
    entry: { ...current, cart: [{ ...line, type: "Chá", description: "Chá Mate" }] },
    shown: (order) => expect(order.cart[0]?.type).toBe("Chá"),
  },
  { name: "no changeFor", entry: legacy, shown: (order) => expect(order.changeFor).toBeNull() },
  {
    name: "an id that is not a valid date",
    entry: { ...current, id: 9e15 },
    shown: (order) => expect(formatOrderTime(order.id)).toBe("data inválida"),
  },
  { name: "a string", entry: "garbage", shown: null },
  { name: "null", entry: null, shown: null },
  { name: "a number", entry: 42, shown: null },
  { name: "an empty object", entry: {}, shown: null },
  { name: "an order without products", entry: { ...current, cart: [] }, shown: null },
  { name: "a line with a negative quantity", entry: { ...current, cart: [{ ...line, quantity: -1 }] }, shown: null },
  { name: "an id that is not a number", entry: { ...current, id: "amanhã" }, shown: null },
  { name: "a 5 MB string", entry: "x".repeat(5 * 1024 * 1024), shown: null },
  {
    name: "a 5 MB street",
    entry: { ...current, address: { ...address, rua: "x".repeat(5 * 1024 * 1024) } },
    shown: null,
  },
];

beforeEach(() => localStorage.clear());

describe("reading stored orders", () => {
  for (const { name, entry, shown } of corpus) {
    it(`${name}: ${shown ? "shown" : "counted as unreadable"}, and left as stored by a read`, async () => {
      const raw = JSON.stringify([entry]);
      localStorage.setItem("orders", raw);
      const { orders, unreadable } = await readOrders();
      if (shown) {
        expect(orders).toHaveLength(1);
        shown(orders[0] as Order);
        expect(unreadable).toBe(0);
      } else {
        expect(orders).toEqual([]);
        expect(unreadable).toBe(1);
      }
      expect(localStorage.getItem("orders")).toBe(raw);
    });
  }

  it("a list of all of them: the readable ones in stored order, the rest counted", async () => {
    localStorage.setItem("orders", JSON.stringify(corpus.map((expectation) => expectation.entry)));
    const { orders, unreadable } = await readOrders();
    expect(orders).toHaveLength(corpus.filter((expectation) => expectation.shown).length);
    expect(unreadable).toBe(corpus.filter((expectation) => !expectation.shown).length);
  });

  it("a value that is not JSON is one unreadable entry; one that is not a list is read as one entry", async () => {
    expect(parseStoredEntries("{oops", storedOrderSchema)).toEqual([{ raw: "{oops", value: null }]);
    expect(parseStoredEntries(JSON.stringify(current), storedOrderSchema)).toHaveLength(1);
    expect(parseStoredEntries(JSON.stringify(current), storedOrderSchema)[0]?.value?.id).toBe(current.id);
    expect(parseStoredEntries(null, storedOrderSchema)).toEqual([]);
    expect(parseStoredEntries("null", storedOrderSchema)).toEqual([]);
  });
});

describe("writing orders back", () => {
  it("a new order keeps every entry it could not read, and every unknown field, verbatim", async () => {
    const stored = corpus.map((expectation) => expectation.entry);
    localStorage.setItem("orders", JSON.stringify(stored));
    await changeOrders((entries) => {
      const placed = placeOrder(
        entries,
        {
          checkoutId: "new",
          address: { ...address, origem: "manual" },
          paymentMethod: "credito",
          changeFor: null,
          cart: [line],
        },
        Date.now(),
      );
      return { next: placed.entries, result: undefined };
    });
    const after = JSON.parse(localStorage.getItem("orders") ?? "null") as unknown[];
    expect(after.slice(0, stored.length)).toEqual(JSON.parse(JSON.stringify(stored)));
    expect(after).toHaveLength(stored.length + 1);
    expect(after.at(-1)).toMatchObject({ checkoutId: "new", status: "Pendente", address: { origem: "manual" } });
  });

  it("the stored text that was not JSON stays, as a string entry, when an order is added", async () => {
    localStorage.setItem("orders", "{oops");
    await changeOrders((entries) => ({
      next: placeOrder(
        entries,
        {
          checkoutId: "x",
          address: { ...address, origem: "cep" },
          paymentMethod: "debito",
          changeFor: null,
          cart: [line],
        },
        1,
      ).entries,
      result: undefined,
    }));
    const after = JSON.parse(localStorage.getItem("orders") ?? "null") as unknown[];
    expect(after[0]).toBe("{oops");
    expect((await readOrders()).unreadable).toBe(1);
  });

  it("deleting removes that one order: unreadable entries and an order with the same id stay", async () => {
    const twin = { ...current, checkoutId: "twin" };
    localStorage.setItem("orders", JSON.stringify([current, "garbage", twin, legacy]));
    const shown = listNewestFirst((await readOrders()).orders);
    expect(shown.map((item) => [item.order.checkoutId, item.occurrence])).toEqual([
      ["abc", 0],
      ["twin", 1],
      [undefined, 0],
    ]);
    await changeOrders((entries) => ({ next: deleteOrder(entries, current.id, 1), result: undefined }));
    expect(JSON.parse(localStorage.getItem("orders") ?? "null")).toEqual([current, "garbage", legacy]);
  });

  it("deleting an order that is no longer there writes nothing new", () => {
    const entries = parseStoredEntries(JSON.stringify([current, "garbage"]), storedOrderSchema);
    expect(deleteOrder(entries, 123, 0)).toEqual(entries);
  });

  it("reads again right before the write: another tab's order that came in meanwhile is kept", async () => {
    localStorage.setItem("orders", JSON.stringify([current]));
    const pending = changeOrders((entries) => ({ next: deleteOrder(entries, current.id, 0), result: undefined }));
    // Another tab writes after the action started and before it could write.
    localStorage.setItem("orders", JSON.stringify([current, legacy]));
    await pending;
    expect(JSON.parse(localStorage.getItem("orders") ?? "null")).toEqual([legacy]);
  });
});

describe("the outbox on stored orders", () => {
  const pending = { ...current, inbox: "pending" };

  it("lists the orders the shop does not have yet", async () => {
    localStorage.setItem(
      "orders",
      JSON.stringify([legacy, pending, { ...current, id: 2, inbox: "sent" }, { ...current, id: 3, inbox: "rejected" }]),
    );
    expect(outboxOrders((await readOrders()).orders).map((order) => order.id)).toEqual([current.id]);
  });

  it("marks one order, keeping the rest of its entry as stored", async () => {
    localStorage.setItem("orders", JSON.stringify(["garbage", { ...pending, cupom: "X" }]));
    await changeOrders((entries) => ({
      next: updateOrder(entries, current, { inbox: "sent", status: "Em preparo" }),
      result: undefined,
    }));
    expect(JSON.parse(localStorage.getItem("orders") ?? "null")).toEqual([
      "garbage",
      { ...pending, cupom: "X", inbox: "sent", status: "Em preparo" },
    ]);
  });

  it("changes nothing for an order that is gone, another checkout's order, or a patch it already has", () => {
    const entries = parseStoredEntries(JSON.stringify([pending]), storedOrderSchema);
    expect(updateOrder(entries, { id: 99, checkoutId: "abc" }, { inbox: "sent" })).toBeNull();
    expect(updateOrder(entries, { id: current.id, checkoutId: "other" }, { inbox: "sent" })).toBeNull();
    expect(updateOrder(entries, current, { inbox: "pending" })).toBeNull();
  });

  it("a new order goes to the outbox only when the build has an inbox", () => {
    const input = {
      checkoutId: "n",
      address: { ...address, origem: "cep" as const },
      paymentMethod: "credito" as const,
      changeFor: null,
      cart: [line],
    };
    expect(placeOrder([], { ...input, toShop: true }, 1).order.inbox).toBe("pending");
    expect(placeOrder([], input, 1).order).not.toHaveProperty("inbox");
  });
});
