import { describe, expect, it } from "vitest";

import type { ShopOrder } from "~/lib/orders";

import { shopOrderAt } from "../../../tests/support/orders";
import { type CustomerBook, emptyCustomerBook, foldOrders, parseCustomerBook } from "./customer-book";
import {
  absentCustomers,
  customerRows,
  listedCouponText,
  NO_ACCOUNT_NAME,
  NO_PROFILE_NAME,
  sortCustomers,
} from "./customer-rows";
import { type CustomerSources, loadCustomers } from "./load-customers";

// Recife is UTC−3: 02:30 UTC on the 2nd is still the 1st there.
const ana = (at: string, overrides: Partial<ShopOrder> = {}) =>
  shopOrderAt(at, { customerUid: "ana-uid-1", signedIn: true, ...overrides });

describe("the customers' running totals", () => {
  it("counts each customer's orders and spending, first and last day in Recife, cancelled orders left out", () => {
    const book = foldOrders(
      emptyCustomerBook,
      [
        ana("2026-03-02T02:30:00Z"),
        ana("2026-03-05T15:00:00Z", { coupon: { code: "VOLTEJA", amount: 2 } }),
        ana("2026-03-06T15:00:00Z", { status: "Cancelado" }),
        shopOrderAt("2026-03-04T12:00:00Z", { customerUid: "anon-9", signedIn: false }),
      ],
      "2026-03-31",
    );
    expect(book).toEqual({
      through: "2026-03-31",
      customers: {
        "ana-uid-1": { orders: 2, cents: 1800, first: "2026-03-01", last: "2026-03-05", google: true },
        "anon-9": { orders: 1, cents: 1000, first: "2026-03-04", last: "2026-03-04", google: false },
      },
    });
  });

  it("adds later orders to what is stored, keeping the first day", () => {
    const before = foldOrders(emptyCustomerBook, [ana("2026-03-05T15:00:00Z")], "2026-03-31");
    const after = foldOrders(before, [ana("2026-04-10T15:00:00Z")], null);
    expect(after.through).toBe("2026-03-31");
    expect(after.customers["ana-uid-1"]).toMatchObject({
      orders: 2,
      cents: 2000,
      first: "2026-03-05",
      last: "2026-04-10",
    });
  });

  it("reads a stored book of another shape as none, to fold again", () => {
    expect(parseCustomerBook({ through: "2026-03-31", customers: { x: { orders: "2" } } })).toEqual(emptyCustomerBook);
  });
});

describe("the list", () => {
  const totals = foldOrders(
    emptyCustomerBook,
    [
      ana("2026-03-05T15:00:00Z"),
      ana("2026-05-01T15:00:00Z"),
      shopOrderAt("2026-05-20T15:00:00Z", { customerUid: "anon-9", signedIn: false }),
      shopOrderAt("2026-04-02T15:00:00Z", { customerUid: "bia-uid-2", signedIn: true }),
      shopOrderAt("2026-04-03T15:00:00Z", { customerUid: "bia-uid-2", signedIn: true, cart: [] }),
    ],
    null,
  ).customers;
  const rows = customerRows(
    totals,
    new Map([["ana-uid-1", { name: "Ana Lima", email: "ana@example.com" }]]),
    new Map([["ana-uid-1", 7]]),
  );

  it("names each customer: the Google name and e-mail, or who has no name here, with a short id", () => {
    const named = sortCustomers(rows, "name", "ascending");
    expect(named.map(({ name, email, shortId, stamps }) => ({ name, email, shortId, stamps }))).toEqual([
      { name: "Ana Lima", email: "ana@example.com", shortId: "ana-ui", stamps: 7 },
      { name: NO_ACCOUNT_NAME, email: null, shortId: "anon-9", stamps: 0 },
      { name: NO_PROFILE_NAME, email: null, shortId: "bia-ui", stamps: 0 },
    ]);
  });

  it("sorts by each column, both ways", () => {
    const names = (sorted: readonly { name: string }[]) => sorted.map((row) => row.name);
    expect(names(sortCustomers(rows, "last", "descending"))).toEqual(["Cliente sem conta", "Ana Lima", "Conta Google"]);
    expect(names(sortCustomers(rows, "spent", "descending"))).toEqual([
      "Ana Lima",
      "Cliente sem conta",
      "Conta Google",
    ]);
    expect(names(sortCustomers(rows, "first", "ascending"))).toEqual(["Ana Lima", "Conta Google", "Cliente sem conta"]);
    expect(names(sortCustomers(rows, "name", "ascending"))).toEqual(["Ana Lima", "Cliente sem conta", "Conta Google"]);
    expect(names(sortCustomers(rows, "stamps", "descending"))[0]).toBe("Ana Lima");
    // Ana and Bia both ordered twice: the one who came last first.
    expect(names(sortCustomers(rows, "orders", "ascending"))).toEqual([
      "Cliente sem conta",
      "Ana Lima",
      "Conta Google",
    ]);
  });

  it("says after the coupon whom the Dono can send its code to: those without an account have no e-mail here", () => {
    const created = "Cupom VOLTEJA criado.";
    const mail = { email: "ana@example.com" };
    const none = { email: null };
    expect(listedCouponText(created, [mail, mail])).toBe(
      "Cupom VOLTEJA criado. Só estes clientes podem usá-lo: envie o código a eles.",
    );
    expect(listedCouponText(created, [mail, none, none])).toBe(
      "Cupom VOLTEJA criado. Só estes clientes podem usá-lo: envie o código ao 1 que tem e-mail; 2 sem e-mail só o recebem por outro meio, no balcão por exemplo.",
    );
    expect(listedCouponText(created, [none])).toBe(
      "Cupom VOLTEJA criado. Só estes clientes podem usá-lo, e nenhum tem e-mail aqui: entregue o código por outro meio, no balcão por exemplo.",
    );
  });

  it("finds who has not ordered for 30 days", () => {
    // Ana's last order was on 1 May, Bia's on 3 April, the anonymous one's on 20 May.
    expect(absentCustomers(rows, "2026-05-30").map((row) => row.shortId)).toEqual(["bia-ui"]);
    expect(absentCustomers(rows, "2026-05-31").map((row) => row.shortId)).toEqual(["ana-ui", "bia-ui"]);
  });
});

/** The book, orders, profiles and cards in memory, with what was asked of them. */
function sources(stored: CustomerBook | null, orders: ShopOrder[]) {
  const asked = { readFrom: [] as string[], kept: [] as CustomerBook[] };
  const source: CustomerSources = {
    readBook: () => Promise.resolve(stored ?? emptyCustomerBook),
    keepBook: (book) => {
      asked.kept.push(book);
      return Promise.resolve();
    },
    ordersBetween: (start, end) => {
      asked.readFrom.push(new Date(start).toISOString());
      return Promise.resolve(orders.filter((o) => (o.createdAt ?? 0) >= start && (o.createdAt ?? 0) < end));
    },
    readProfiles: () => Promise.resolve(new Map()),
    readStamps: () => Promise.resolve(new Map()),
  };
  return { source, asked };
}

describe("loading Clientes", () => {
  const orders = [ana("2026-05-01T15:00:00Z"), ana("2026-05-29T15:00:00Z"), ana("2026-05-30T15:00:00Z")];

  it("the first time, folds every settled day and stores it; the days staff may still change are added each time", async () => {
    const { source, asked } = sources(null, orders);
    const rows = await loadCustomers("2026-05-30", source);
    expect(rows[0]).toMatchObject({ orders: 3, spent: 30, last: "2026-05-30" });
    expect(asked.readFrom).toEqual([new Date(0).toISOString()]);
    expect(asked.kept).toEqual([
      {
        through: "2026-05-28",
        customers: { "ana-uid-1": { orders: 1, cents: 1000, first: "2026-05-01", last: "2026-05-01", google: true } },
      },
    ]);
  });

  it("later, reads only the orders after what is stored, and stores nothing when no day settled since", async () => {
    const stored = foldOrders(emptyCustomerBook, [orders[0] as ShopOrder], "2026-05-28");
    const { source, asked } = sources(stored, orders);
    const rows = await loadCustomers("2026-05-30", source);
    expect(rows[0]).toMatchObject({ orders: 3, first: "2026-05-01" });
    expect(asked.readFrom).toEqual(["2026-05-29T03:00:00.000Z"]);
    expect(asked.kept).toEqual([]);
    const nextDay = sources(stored, orders);
    await loadCustomers("2026-05-31", nextDay.source);
    expect(nextDay.asked.kept.map((book) => [book.through, book.customers["ana-uid-1"]?.orders])).toEqual([
      ["2026-05-29", 2],
    ]);
  });
});
