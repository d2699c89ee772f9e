import { describe, expect, it } from "vitest";

import { orderQuota, quotaDecision, shopDay, shopDayOffsetMs } from "./order-quota";

describe("the order quota", () => {
  // 2026-11-24 12:00 in Recife.
  const noon = Date.UTC(2026, 10, 24, 15, 0, 0);

  it("counts the shop's days from Recife's midnight (UTC-3)", () => {
    expect(shopDayOffsetMs).toBe(-3 * 60 * 60 * 1000);
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
