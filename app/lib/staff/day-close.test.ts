import { describe, expect, it } from "vitest";

import { PIX_RECEIVED, shopDay, type ShopOrder } from "~/lib/orders";

import { recifeAddress } from "../../../tests/support/orders";
import {
  dayClose,
  dayCloseCsv,
  dayCloseFileName,
  dayCloseMethodLabels,
  formatShopDate,
  ordersOfDay,
  shopDate,
  shopDayRange,
} from "./day-close";

/** 2026-03-10 in Recife runs from 03:00 UTC that day to 03:00 UTC the next. */
const DAY = "2026-03-10";
const MIDNIGHT = Date.parse("2026-03-10T00:00:00-03:00");
const LAST_MINUTE = Date.parse("2026-03-10T23:59:59.999-03:00");

let next = 0;
function order(overrides: Partial<ShopOrder> = {}): ShopOrder {
  next += 1;
  return {
    docId: `doc-${next}`,
    id: 1_773_000_000_000 + next,
    checkoutId: `doc-${next}`,
    mode: "delivery",
    address: recifeAddress,
    paymentMethod: "credito",
    changeFor: null,
    cart: [{ description: "Latte", type: "Tradicional", image: "", price: 12.5, quantity: 1 }],
    status: "Entregue",
    payment: null,
    customerUid: "u",
    createdAt: MIDNIGHT + 12 * 60 * 60 * 1000,
    scheduledFor: null,
    delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
    note: "",
    ...overrides,
  };
}

describe("the shop's day", () => {
  it("is Recife's date, UTC-3 all year, the same day as the quota's", () => {
    expect(shopDate(MIDNIGHT)).toBe(DAY);
    expect(shopDate(LAST_MINUTE)).toBe(DAY);
    expect(shopDate(MIDNIGHT - 1)).toBe("2026-03-09");
    expect(shopDate(LAST_MINUTE + 1)).toBe("2026-03-11");
    // 02:30 UTC is still the evening before in Recife.
    expect(shopDate(Date.parse("2026-03-11T02:30:00Z"))).toBe(DAY);
    expect(shopDayRange(DAY)).toEqual({ start: MIDNIGHT, end: LAST_MINUTE + 1 });
    expect(shopDay(MIDNIGHT)).toBe(shopDay(LAST_MINUTE));
  });

  it("accepts only real dates", () => {
    for (const bad of ["", "2026-02-30", "2026-13-01", "10/03/2026", "2026-3-10", "2026-03-10T00:00"]) {
      expect(shopDayRange(bad), bad).toBeNull();
    }
    expect(shopDayRange("2028-02-29")).not.toBeNull();
  });

  it("is shown as dd/mm/aaaa and names the CSV file", () => {
    expect(formatShopDate(DAY)).toBe("10/03/2026");
    expect(dayCloseFileName(DAY)).toBe("fechamento-2026-03-10.csv");
  });
});

describe("the orders of a day", () => {
  it("takes those the server placed from 00:00 to 23:59:59.999 in Recife, and no other", () => {
    const first = order({ createdAt: MIDNIGHT });
    const last = order({ createdAt: LAST_MINUTE });
    const before = order({ createdAt: MIDNIGHT - 1 });
    const after = order({ createdAt: LAST_MINUTE + 1 });
    const unstamped = order({ createdAt: null });
    expect(ordersOfDay([before, first, last, after, unstamped], DAY)).toEqual([first, last]);
    expect(ordersOfDay([before], "2026-03-09")).toEqual([before]);
    expect(ordersOfDay([after], "2026-03-11")).toEqual([after]);
  });

  it("leaves cancelled orders out and counts every other status, even one of another version", () => {
    const cancelled = order({ status: "Cancelado" });
    const kept = ["Pendente", "Em preparo", "Saiu para entrega", "Entregue", "Retirado"].map((status) =>
      order({ status }),
    );
    expect(ordersOfDay([cancelled, ...kept], DAY)).toEqual(kept);
  });

  it("is nothing for a date that is not one", () => {
    expect(ordersOfDay([order()], "ontem")).toEqual([]);
  });
});

describe("the day's sums", () => {
  const orders = [
    // Crédito: 2 Lattes + fee 5 = 30,00; a Capuccino without fee (a pickup) = 9,90.
    order({ cart: [{ description: "Latte", type: "", image: "", price: 12.5, quantity: 2 }] }),
    order({ cart: [{ description: "Capuccino", type: "", image: "", price: 9.9, quantity: 1 }], delivery: undefined }),
    // Débito: 0,10 + 0,20 three times over, which floats would not add up to 0,90.
    order({
      paymentMethod: "debito",
      cart: [
        { description: "A", type: "", image: "", price: 0.1, quantity: 3 },
        { description: "B", type: "", image: "", price: 0.2, quantity: 3 },
      ],
      delivery: { fee: 0, minMinutes: 10, maxMinutes: 15 },
    }),
    // Pix, confirmed by staff: 12,50 + 8,00 = 20,50.
    order({ paymentMethod: "pix", payment: PIX_RECEIVED, delivery: { fee: 8, minMinutes: 40, maxMinutes: 60 } }),
    // Pix not confirmed yet: 12,50 + 5,00 = 17,50.
    order({ paymentMethod: "pix" }),
    // Cancelled, and of another day: not counted.
    order({ paymentMethod: "dinheiro", status: "Cancelado" }),
    order({ paymentMethod: "dinheiro", createdAt: LAST_MINUTE + 1 }),
  ];

  it("counts and sums per payment method, fees included, with the fees apart and the total", () => {
    const close = dayClose(orders, DAY);
    expect(close.methods).toEqual([
      { method: "credito", label: "Crédito", count: 2, total: 39.9 },
      { method: "debito", label: "Débito", count: 1, total: 0.9 },
      { method: "dinheiro", label: "Dinheiro", count: 0, total: 0 },
      { method: "pix", label: "Pix", count: 2, total: 38 },
    ]);
    expect(close.products).toBe(25 + 9.9 + 0.9 + 12.5 + 12.5);
    expect(close.fees).toEqual({ count: 3, total: 18 });
    expect(close.total).toEqual({ count: 5, total: 78.8 });
    expect(close.products + close.fees.total).toBeCloseTo(close.total.total, 10);
    expect(close.pixUnconfirmed).toEqual({ count: 1, total: 17.5 });
  });

  it("has a row for every payment method the shop takes, in the checkout's order ('Caixa' once used)", () => {
    const always = Object.keys(dayCloseMethodLabels).filter((method) => method !== "caixa");
    expect(dayClose([], DAY).methods.map((row) => row.method)).toEqual(always);
    expect(dayClose([], DAY).total).toEqual({ count: 0, total: 0 });
  });

  it("counts a confirmed Pix as Pix, like any other", () => {
    const confirmed = order({ paymentMethod: "pix", payment: PIX_RECEIVED });
    const close = dayClose([confirmed], DAY);
    expect(close.methods.find((row) => row.method === "pix")).toMatchObject({ count: 1, total: 17.5 });
    expect(close.pixUnconfirmed).toEqual({ count: 0, total: 0 });
  });

  it("writes a CSV a Brazilian spreadsheet opens: BOM, ';', decimal comma, CRLF", () => {
    expect(dayCloseCsv(dayClose(orders, DAY))).toBe(
      "\uFEFF" +
        [
          "Data;Item;Pedidos;Valor (R$)",
          "10/03/2026;Crédito;2;39,90",
          "10/03/2026;Débito;1;0,90",
          "10/03/2026;Dinheiro;0;0,00",
          "10/03/2026;Pix;2;38,00",
          "10/03/2026;Produtos;5;60,80",
          "10/03/2026;Descontos;0;0,00",
          "10/03/2026;Taxas de entrega;3;18,00",
          "10/03/2026;Total;5;78,80",
        ].join("\r\n") +
        "\r\n",
    );
  });

  it("takes coupons and rewards off apart, never the fee: each method and the total are what was paid", () => {
    const withCoupon = order({ coupon: { code: "PRIMEIROCAFE", amount: 1.25 } });
    const withBoth = order({
      paymentMethod: "pix",
      coupon: { code: "DEZ", amount: 10 },
      reward: { stamps: 10, amount: 12.5 },
    });
    const close = dayClose([withCoupon, withBoth, order()], DAY);
    expect(close.products).toBe(37.5);
    expect(close.discounts).toEqual({ count: 2, total: 13.75 });
    expect(close.total).toEqual({ count: 3, total: 38.75 });
    expect(close.methods.find((row) => row.method === "pix")).toMatchObject({ count: 1, total: 5 });
    expect(dayCloseCsv(close)).toContain("10/03/2026;Descontos;2;13,75\r\n");
  });

  it("writes large sums without a thousands separator", () => {
    const big = order({ cart: [{ description: "Latte", type: "", image: "", price: 12.5, quantity: 99 }] });
    expect(dayCloseCsv(dayClose([big, big], DAY))).toContain("10/03/2026;Total;2;2485,00\r\n");
  });
});

describe("the orders scheduled for a day", () => {
  const at = (time: string) => Date.parse(`2026-03-10T${time}-03:00`);

  it("lists those scheduled from 00:00 to 23:59 in Recife, placed that day or before, earliest slot first", () => {
    const dayBefore = MIDNIGHT - 10 * 60 * 60 * 1000;
    const lunch = order({ scheduledFor: at("12:00:00"), createdAt: dayBefore, status: "Pendente" });
    const breakfast = order({ scheduledFor: at("07:30:00"), createdAt: at("06:00:00") });
    const first = order({ scheduledFor: MIDNIGHT, createdAt: dayBefore, dayNumber: 3 });
    const orders = [
      lunch,
      order({ scheduledFor: null }),
      breakfast,
      order({ scheduledFor: LAST_MINUTE + 1 }),
      order({ scheduledFor: MIDNIGHT - 1 }),
      first,
    ];
    expect(dayClose(orders, DAY).scheduled).toEqual([
      { docId: first.docId, id: first.id, number: "003", scheduledFor: MIDNIGHT, total: 17.5 },
      // Sent before orders had a number of the day: its long id.
      {
        docId: breakfast.docId,
        id: breakfast.id,
        number: String(breakfast.id),
        scheduledFor: at("07:30:00"),
        total: 17.5,
      },
      { docId: lunch.docId, id: lunch.id, number: String(lunch.id), scheduledFor: at("12:00:00"), total: 17.5 },
    ]);
  });

  it("leaves the cancelled out, and the sums still count each order on the day it was placed", () => {
    const placedBefore = order({ scheduledFor: at("09:00:00"), createdAt: MIDNIGHT - 1 });
    const cancelled = order({ scheduledFor: at("10:00:00"), status: "Cancelado" });
    const placedToday = order({ scheduledFor: LAST_MINUTE + 1 });
    const close = dayClose([placedBefore, cancelled, placedToday], DAY);
    expect(close.scheduled.map((row) => row.docId)).toEqual([placedBefore.docId]);
    expect(close.total).toEqual({ count: 1, total: 17.5 });
  });

  it("sums a pickup's total without a fee", () => {
    const pickup = order({ scheduledFor: at("08:00:00"), mode: "pickup", address: null, delivery: undefined });
    expect(dayClose([pickup], DAY).scheduled.map((row) => row.total)).toEqual([12.5]);
  });
});

describe("the day's tables", () => {
  it("sums each table's orders as 'Mesa N', and 'Caixa' appears once an order was paid there", () => {
    const atTable = (number: number, paymentMethod: ShopOrder["paymentMethod"] = "caixa") =>
      order({ mode: "table", table: { number, code: "c" }, address: null, paymentMethod, delivery: undefined });
    const close = dayClose([atTable(4), atTable(2, "pix"), atTable(4), order()], DAY);
    expect(close.tables).toEqual([
      { label: "Mesa 2", count: 1, total: 12.5 },
      { label: "Mesa 4", count: 2, total: 25 },
    ]);
    expect(close.methods.find((row) => row.method === "caixa")).toEqual({
      method: "caixa",
      label: "Caixa",
      count: 2,
      total: 25,
    });
    expect(dayClose([order()], DAY).methods.map((row) => row.method)).not.toContain("caixa");
  });
});

describe("the day's CPFs", () => {
  it("lists the orders with 'CPF na nota' and what each was charged; a cancelled one or one without a CPF is not there", () => {
    const withCpf = order({ cpf: "52998224725", dayNumber: 7 });
    const close = dayClose([withCpf, order({ cpf: "" }), order({ cpf: "11144477735", status: "Cancelado" })], DAY);
    expect(close.withCpf).toEqual([{ docId: withCpf.docId, number: "007", cpf: "52998224725", total: 17.5 }]);
  });
});
