import { describe, expect, it } from "vitest";

import type { ShopOrder } from "~/lib/orders";

import { shopOrderAt } from "../../../tests/support/orders";
import { shopDayRange } from "./day-close";
import { type DaySummary, daySummary } from "./day-summary";
import { loadReport, type ReportSources } from "./load-report";

const order = (at: string) => shopOrderAt(at);

/** Summaries and orders in memory, with what was asked of them. */
function sources(stored: DaySummary[], orders: ShopOrder[]) {
  const asked = { ordersFrom: [] as string[], kept: [] as string[] };
  const source: ReportSources = {
    readSummaries: (from, to) => Promise.resolve(stored.filter((day) => day.date >= from && day.date <= to)),
    keepSummaries: (summaries) => {
      asked.kept.push(...summaries.map((day) => day.date));
      return Promise.resolve();
    },
    ordersBetween: (start, end) => {
      asked.ordersFrom.push(new Date(start).toISOString());
      return Promise.resolve(orders.filter((o) => (o.createdAt ?? 0) >= start && (o.createdAt ?? 0) < end));
    },
  };
  return { source, asked };
}

describe("loading a report", () => {
  it("reads the stored days, counts the last two from their orders and stores only the days staff can no longer change", async () => {
    const orders = ["2026-03-08T09:00:00-03:00", "2026-03-09T09:00:00-03:00", "2026-03-10T09:00:00-03:00"].map(order);
    // 08/03 stored with a figure the orders do not have: the stored one stands.
    const stored = [{ ...daySummary([], "2026-03-08"), orders: 5, sales: 5000 }];
    const { source, asked } = sources(stored, orders);
    const report = await loadReport({ from: "2026-03-08", to: "2026-03-10" }, "2026-03-10", source);
    expect(report.days).toEqual([
      { date: "2026-03-08", sales: 5000, orders: 5 },
      { date: "2026-03-09", sales: 1000, orders: 1 },
      { date: "2026-03-10", sales: 1000, orders: 1 },
    ]);
    // The previous three days had no summaries: made from their orders, and stored with nothing in them.
    expect(asked.kept).toEqual(["2026-03-05", "2026-03-06", "2026-03-07"]);
    expect(asked.ordersFrom).toEqual([new Date(shopDayRange("2026-03-05")?.start ?? 0).toISOString()]);
  });
});
