import { describe, expect, it } from "vitest";

import type { ShopOrder } from "~/lib/orders";

import { deliveredTwoLattes, shopOrderAt } from "../../../tests/support/orders";
import { daySummary } from "./day-summary";
import {
  buildReport,
  changeText,
  comparisonText,
  customPeriod,
  presetPeriod,
  previousPeriod,
  reportDays,
} from "./report";

let next = 0;
function order(at: string, overrides: Partial<ShopOrder> = {}): ShopOrder {
  next += 1;
  return shopOrderAt(at, { docId: `doc-${next}`, checkoutId: `doc-${next}`, ...deliveredTwoLattes, ...overrides });
}

describe("a report's period", () => {
  it("takes the presets from the shop's today, a month back across a year's turn", () => {
    expect(presetPeriod("7", "2026-03-02")).toEqual({ from: "2026-02-24", to: "2026-03-02" });
    expect(presetPeriod("30", "2026-03-02")).toEqual({ from: "2026-02-01", to: "2026-03-02" });
    expect(presetPeriod("mes", "2026-03-02")).toEqual({ from: "2026-03-01", to: "2026-03-02" });
    expect(presetPeriod("mes-passado", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });

  it("compares with as many days just before", () => {
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
    expect(reportDays(previousPeriod({ from: "2026-03-01", to: "2026-03-31" }))).toHaveLength(31);
  });

  it("refuses two dates that make no period, in pt-BR", () => {
    expect(customPeriod("2026-03-02", "2026-03-01")).toEqual({
      message: "A data final deve ser igual ou posterior à inicial.",
    });
    expect(customPeriod("", "2026-03-01")).toEqual({ message: "Escolha a data inicial e a final." });
    expect(customPeriod("2025-01-01", "2026-03-01")).toEqual({ message: "Escolha um período de até um ano." });
  });

  it("says the change against the previous period", () => {
    expect(changeText(112, 100)).toBe("+12%");
    expect(changeText(95, 100)).toBe("−5%");
    expect(changeText(100, 100)).toBe("0%");
    expect(changeText(100, 0)).toBe("—");
    const week = { from: "2026-03-01", to: "2026-03-07" };
    const day = { from: "2026-03-07", to: "2026-03-07" };
    expect(comparisonText(112, 100, week)).toBe("+12% sobre os 7 dias anteriores");
    expect(comparisonText(95, 100, day)).toBe("−5% sobre o dia anterior");
    expect(comparisonText(95, 0, week)).toBe("Sem pedidos nos 7 dias anteriores");
    expect(comparisonText(95, 0, day)).toBe("Sem pedidos no dia anterior");
  });
});

describe("a day's summary", () => {
  it("counts the orders placed from 00:00 to 23:59 in Recife, the cancelled apart, discounts off the sales", () => {
    const summary = daySummary(
      [
        order("2026-03-10T00:00:00.000-03:00"),
        order("2026-03-10T07:30:00.000-03:00", {
          paymentMethod: "pix",
          coupon: { code: "DEZ", amount: 2.5 },
          cart: [
            {
              description: "Latte",
              type: "Tradicional",
              image: "",
              price: 14,
              quantity: 1,
              choices: { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"] },
            },
          ],
        }),
        order("2026-03-10T12:00:00.000-03:00", { status: "Cancelado" }),
        order("2026-03-09T23:59:59.999-03:00"),
        order("2026-03-11T00:00:00.000-03:00"),
      ],
      "2026-03-10",
    );
    expect(summary).toMatchObject({
      orders: 2,
      cancelled: 1,
      products: 2500 + 1400,
      discounts: 250,
      fees: 1000,
      sales: 2500 + 500 + 1400 - 250 + 500,
      items: { Latte: [3, 3900] },
      choices: { Grande: 1, "Vegetal de aveia": 1 },
      payments: { credito: [1, 3000], pix: [1, 1650] },
      modes: { delivery: 2, pickup: 0, table: 0, scheduled: 0 },
      coupons: [1, 250],
    });
    expect(summary.hours[0]).toBe(1);
    expect(summary.hours[7]).toBe(1);
  });
});

describe("a period's report", () => {
  it("sums the days of the period only, by weekday and hour, beside the previous period", () => {
    const days = ["2026-03-09", "2026-03-10"].map((date) =>
      daySummary([order(`${date}T08:15:00.000-03:00`), order(`${date}T08:45:00.000-03:00`)], date),
    );
    const before = daySummary([order("2026-03-08T09:00:00.000-03:00")], "2026-03-08");
    const report = buildReport({ from: "2026-03-09", to: "2026-03-11" }, [...days, before], [before]);
    expect(report.totals).toEqual({ sales: 4 * 3000, orders: 4, average: 3000 });
    expect(report.previous).toEqual({ sales: 3000, orders: 1, average: 3000 });
    expect(report.days).toEqual([
      { date: "2026-03-09", sales: 6000, orders: 2 },
      { date: "2026-03-10", sales: 6000, orders: 2 },
      { date: "2026-03-11", sales: 0, orders: 0 },
    ]);
    // 2026-03-09 is a Monday, 03-10 a Tuesday.
    expect(report.heat[1]?.[8]).toBe(2);
    expect(report.heat[2]?.[8]).toBe(2);
    expect(report.heat[0]?.[9]).toBe(0);
    expect(report.items).toEqual([{ name: "Latte", units: 8, cents: 10000 }]);
  });
});
