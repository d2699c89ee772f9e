import { describe, expect, it } from "vitest";

import { orderDay, orderNumberText } from "./day-number";
import { shopDay } from "./order-quota";

describe("orderDay", () => {
  const lateEvening = Date.parse("2026-11-29T23:30:00-03:00");
  const nextMorning = Date.parse("2026-11-30T07:30:00-03:00");

  it("is the day in Recife the order is made, for an order for now", () => {
    expect(orderDay(undefined, lateEvening)).toBe(shopDay(Date.parse("2026-11-29T12:00:00-03:00")));
    expect(orderDay(undefined, lateEvening)).not.toBe(orderDay(undefined, nextMorning));
  });

  it("is its slot's day for a scheduled order, made the evening before", () => {
    expect(orderDay(nextMorning, lateEvening)).toBe(orderDay(undefined, nextMorning));
  });
});

describe("orderNumberText", () => {
  it("says the day's number in three digits, and more when the day has more", () => {
    expect(orderNumberText({ id: 1_795_920_882_300, dayNumber: 47 })).toBe("047");
    expect(orderNumberText({ id: 1_795_920_882_300, dayNumber: 1 })).toBe("001");
    expect(orderNumberText({ id: 1_795_920_882_300, dayNumber: 1204 })).toBe("1204");
  });

  it("keeps the long id of an order the shop never numbered", () => {
    expect(orderNumberText({ id: 1_795_920_882_300 })).toBe("1795920882300");
    expect(orderNumberText({ id: 1_795_920_882_300, dayNumber: null })).toBe("1795920882300");
  });
});
