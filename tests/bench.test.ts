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

const installable = { ...good, installable: "yes" };

describe("bench summary", () => {
  it("takes the run with the median performance score", () => {
    const runs = [{ ...good, performance: 90 }, { ...good, performance: 99 }, { ...good, performance: 95 }];
    expect(medianRun(runs).performance).toBe(95);
    expect(medianRun([{ ...good, performance: 80 }, { ...good, performance: 90 }]).performance).toBe(80);
    expect(() => medianRun([])).toThrow();
  });

  it("ranks a run without a performance score lowest", () => {
    const runs = [{ ...good, performance: 99 }, { ...good, performance: 95 }, { ...good, performance: Number.NaN }, { ...good, performance: 90 }];
    expect(medianRun(runs).performance).toBe(90);
  });

  it("names every missed target and nothing else", () => {
    expect(misses(installable)).toEqual([]);
    expect(misses({ ...installable, performance: 96, lcpMs: 2_280, tbtMs: 51, cls: 0.018, seo: 92 })).toEqual([
      "performance 96 < 97",
      "LCP 2.28 s > 2.10 s",
      "TBT 51 ms > 50 ms",
      "CLS 0.018 > 0.01",
      "SEO 92",
    ]);
  });

  it("counts a figure Lighthouse did not give as missed", () => {
    expect(misses({ ...installable, lcpMs: Number.NaN, cls: Number.NaN })).toEqual(["LCP missing", "CLS missing"]);
    expect(misses({ ...installable, performance: Number.NaN, tbtMs: Number.NaN, accessibility: Number.NaN })).toEqual([
      "performance missing",
      "TBT missing",
      "accessibility missing",
    ]);
    expect(misses({ ...installable, bestPractices: Number.NaN, seo: Number.NaN })).toEqual(["best practices missing", "SEO missing"]);
  });

  it("counts a page Chromium would not install as missed", () => {
    expect(misses({ ...good, installable: "no-manifest,manifest-missing-suitable-icon" })).toEqual([
      "not installable (no-manifest,manifest-missing-suitable-icon)",
    ]);
  });

  it("prints one aligned Markdown row per page", () => {
    const pages: PageSummary[] = [{ ...good, page: "/", runs: 3, installable: "yes" }];
    const lines = formatTable(pages).split("\n");
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[2]).toMatch(/^\| \/ +\| 99 +\| 1\.90 s \| 1\.20 s \| 10 ms \| 0\.000 \|.*\| yes +\| none +\|$/);
  });

  it("shows a missing figure as n/a and a page that is not installable as a miss", () => {
    const pages: PageSummary[] = [{ ...good, lcpMs: Number.NaN, page: "/", runs: 1, installable: "no-manifest" }];
    expect(formatTable(pages).split("\n")[2]).toMatch(/^\| \/ +\| 99 +\| n\/a +\| 1\.20 s \|.*\| no-manifest +\| LCP missing; not installable \(no-manifest\) +\|$/);
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
