import { describe, expect, it } from "vitest";
import { seedCart, seedOrders } from "../bench/seed";
import { formatTable, medianRun, misses, type PageSummary, type RunFigures } from "../bench/summary";

const good: RunFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1_900,
  fcpMs: 1_200,
  tbtMs: 10,
  cls: 0,
  jsKB: 100,
  totalKB: 120,
};

describe("bench summary", () => {
  it("takes the run with the median performance score", () => {
    const runs = [{ ...good, performance: 90 }, { ...good, performance: 99 }, { ...good, performance: 95 }];
    expect(medianRun(runs).performance).toBe(95);
    expect(medianRun([{ ...good, performance: 80 }, { ...good, performance: 90 }]).performance).toBe(80);
    expect(() => medianRun([])).toThrow();
  });

  it("names every missed target and nothing else", () => {
    expect(misses(good)).toEqual([]);
    expect(misses({ ...good, performance: 96, lcpMs: 2_280, tbtMs: 51, cls: 0.018, seo: 92 })).toEqual([
      "performance 96 < 97",
      "LCP 2.28 s > 2.10 s",
      "TBT 51 ms > 50 ms",
      "CLS 0.018 > 0.01",
      "SEO 92",
    ]);
  });

  it("prints one aligned Markdown row per page", () => {
    const pages: PageSummary[] = [{ ...good, page: "/", runs: 3, installable: "yes" }];
    const lines = formatTable(pages).split("\n");
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[2]).toMatch(/^\| \/ +\| 99 +\| 1\.90 s \| 1\.20 s \| 10 ms \| 0\.000 \|.*\| yes +\| none +\|$/);
  });
});

describe("bench seed", () => {
  it("makes a cart of distinct lines and orders the app's schemas accept, with unique ids", () => {
    expect(new Set(seedCart(3).map((line) => line.description)).size).toBe(3);
    const orders = seedOrders(20);
    expect(orders).toHaveLength(20);
    expect(new Set(orders.map((order) => order.id)).size).toBe(20);
  });
});
