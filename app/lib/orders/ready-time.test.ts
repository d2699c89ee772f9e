import { describe, expect, it } from "vitest";

import { DEFAULT_READY_MINUTES, isReadyMinutes, READY_MINUTES, readyAtText } from "./ready-time";

/** 2026-11-27 11:02:30 UTC: 08:02:30 in Recife. */
const PREPARING_AT = Date.UTC(2026, 10, 27, 11, 2, 30);

describe("the ready time", () => {
  it("offers 5 to 30 minutes, 10 by default", () => {
    expect(READY_MINUTES).toEqual([5, 10, 15, 20, 30]);
    expect(READY_MINUTES).toContain(DEFAULT_READY_MINUTES);
    expect(isReadyMinutes(15)).toBe(true);
    expect(isReadyMinutes(7)).toBe(false);
    expect(isReadyMinutes("10")).toBe(false);
  });

  it("is the start plus the minutes, in Recife's time", () => {
    expect(readyAtText({ status: "Em preparo", preparingAt: PREPARING_AT, readyInMinutes: 10 })).toBe(
      "Pronto às 08:12",
    );
    expect(readyAtText({ status: "Em preparo", preparingAt: PREPARING_AT, readyInMinutes: 30 })).toBe(
      "Pronto às 08:32",
    );
  });

  it("of a scheduled order started early is its slot, not sooner", () => {
    const slot = Date.UTC(2026, 10, 27, 10, 30);
    const times = { status: "Em preparo", preparingAt: PREPARING_AT - 60 * 60_000, readyInMinutes: 10 };
    expect(readyAtText({ ...times, scheduledFor: slot })).toBe("Pronto às 07:30");
    expect(readyAtText({ ...times, preparingAt: PREPARING_AT, scheduledFor: slot })).toBe("Pronto às 08:12");
  });

  it("runs past midnight in the shop's day, not the device's", () => {
    const lateAt = Date.UTC(2026, 10, 28, 2, 55);
    expect(readyAtText({ status: "Em preparo", preparingAt: lateAt, readyInMinutes: 15 })).toBe("Pronto às 00:10");
  });

  it("is shown only while the order is Em preparo, and only when the order says both", () => {
    const times = { preparingAt: PREPARING_AT, readyInMinutes: 10 };
    expect(readyAtText({ status: "Pronto para retirada", ...times })).toBeNull();
    expect(readyAtText({ status: "Pendente", ...times })).toBeNull();
    expect(readyAtText({ status: "Em preparo" })).toBeNull();
    expect(readyAtText({ status: "Em preparo", preparingAt: PREPARING_AT, readyInMinutes: null })).toBeNull();
    expect(readyAtText({ status: "Em preparo", preparingAt: null, readyInMinutes: 10 })).toBeNull();
  });
});
