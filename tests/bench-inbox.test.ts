import { describe, expect, it } from "vitest";

import { formatInboxRun, percentile } from "../bench/inbox-stats";

describe("percentile", () => {
  it("takes the nearest rank, in any order", () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe("formatInboxRun", () => {
  it("prints orders per second and the p95 from send to the staff list", () => {
    const text = formatInboxRun(
      { orders: 200, clients: 20, elapsedMs: 2000, ackMs: [10, 20], shownMs: [15, 25] },
      "Debian's emulator",
    );
    expect(text).toContain("200 orders from 20 clients");
    expect(text).toContain("100.0 orders/s");
    expect(text).toMatch(/send → staff\s+p50 15 ms, p95 25 ms/);
  });
});
