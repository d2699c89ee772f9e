import { describe, expect, it } from "vitest";

import { dayLabel, daySlots, isValidSlot, scheduleDays, scheduledText, slotLabel } from "./order-schedule";
import type { OpeningHours } from "./shop-settings";

/** Recife time, UTC-3 all year. */
const recife = (iso: string) => Date.parse(`${iso}-03:00`);
const hm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
const open = (opens: string, closes: string): OpeningHours => ({ opens: hm(opens), closes: hm(closes) });

// Sunday closed; Monday to Friday 07:00-18:00; Saturday 18:00-02:00 (past midnight).
const week = [
  null,
  open("07:00", "18:00"),
  open("07:00", "18:00"),
  open("07:00", "18:00"),
  open("07:00", "18:00"),
  open("07:00", "18:00"),
  open("18:00", "02:00"),
];
const alwaysOpen = [null, null, null, null, null, null, null];

describe("the days a shopper may choose", () => {
  it("are today, tomorrow and the next five, labelled as the select shows them", () => {
    const friday = recife("2026-11-27T22:00");
    const days = scheduleDays(friday);
    expect(days).toHaveLength(7);
    expect(days[0]).toBe(recife("2026-11-27T00:00"));
    expect(days.map((day) => dayLabel(day, friday))).toEqual([
      "Hoje",
      "Amanhã",
      "dom., 29/11",
      "seg., 30/11",
      "ter., 01/12",
      "qua., 02/12",
      "qui., 03/12",
    ]);
  });

  it("start at the shop's midnight, not the machine's or UTC's", () => {
    // 23:30 in Recife is 02:30 UTC of the next day.
    const lateFriday = recife("2026-11-27T23:30");
    expect(scheduleDays(lateFriday)[0]).toBe(recife("2026-11-27T00:00"));
    expect(dayLabel(recife("2026-11-28T00:00"), lateFriday)).toBe("Amanhã");
  });
});

describe("the slots of a day", () => {
  const rules = { hours: week, leadMinutes: 15 };

  it("are the 15-minute marks inside the day's hours, the last one a slot before closing", () => {
    const slots = daySlots(rules, recife("2026-11-30T00:00"), recife("2026-11-27T22:00"));
    expect(slots.map(slotLabel).slice(0, 3)).toEqual(["07:00", "07:15", "07:30"]);
    expect(slots.map(slotLabel).at(-1)).toBe("17:45");
    expect(slots).toHaveLength(44);
  });

  it("are none on a closed day", () => {
    const weekdaysOnly = { ...rules, hours: [...week.slice(0, 6), null] };
    expect(daySlots(weekdaysOnly, recife("2026-11-29T00:00"), recife("2026-11-27T22:00"))).toEqual([]);
  });

  it("start no earlier than now plus the lead time, on a mark", () => {
    const now = recife("2026-11-27T10:07");
    expect(daySlots(rules, recife("2026-11-27T00:00"), now).map(slotLabel)[0]).toBe("10:30");
    expect(daySlots({ ...rules, leadMinutes: 60 }, recife("2026-11-27T00:00"), now).map(slotLabel)[0]).toBe("11:15");
    expect(daySlots(rules, recife("2026-11-27T00:00"), recife("2026-11-27T17:31"))).toEqual([]);
  });

  it("of a day open past midnight: that day's evening, and the early hours the night before left", () => {
    const saturday = daySlots(rules, recife("2026-11-28T00:00"), recife("2026-11-27T22:00")).map(slotLabel);
    expect(saturday[0]).toBe("18:00");
    expect(saturday.at(-1)).toBe("23:45");
    const sunday = daySlots(rules, recife("2026-11-29T00:00"), recife("2026-11-27T22:00")).map(slotLabel);
    expect(sunday).toEqual(["00:00", "00:15", "00:30", "00:45", "01:00", "01:15", "01:30", "01:45"]);
  });

  it("are every mark of the day in a week without hours", () => {
    expect(
      daySlots({ hours: alwaysOpen, leadMinutes: 15 }, recife("2026-11-28T00:00"), recife("2026-11-27T22:00")),
    ).toHaveLength(96);
  });
});

describe("a slot the rules accept", () => {
  const rules = { hours: week, leadMinutes: 15 };
  const now = recife("2026-11-27T22:00");

  it("is on a mark, after the lead time, at most 7 days ahead and inside the hours", () => {
    expect(isValidSlot(rules, recife("2026-11-30T07:30"), now)).toBe(true);
    expect(isValidSlot(rules, recife("2026-11-30T07:40"), now)).toBe(false);
    expect(isValidSlot(rules, recife("2026-11-30T06:45"), now)).toBe(false);
    expect(isValidSlot(rules, recife("2026-11-29T10:00"), now)).toBe(false);
    expect(isValidSlot({ hours: alwaysOpen, leadMinutes: 15 }, recife("2026-11-27T22:15"), now)).toBe(true);
    expect(isValidSlot({ hours: alwaysOpen, leadMinutes: 15 }, recife("2026-11-27T22:00"), now)).toBe(false);
    expect(isValidSlot({ hours: alwaysOpen, leadMinutes: 15 }, recife("2026-12-04T22:00"), now)).toBe(true);
    expect(isValidSlot({ hours: alwaysOpen, leadMinutes: 15 }, recife("2026-12-04T22:15"), now)).toBe(false);
  });
});

describe("the scheduled time as orders show it", () => {
  const now = recife("2026-11-27T22:00");
  it("names today and tomorrow, and a later day by its date", () => {
    expect(scheduledText(recife("2026-11-28T07:30"), now)).toBe("Agendado para amanhã, 07:30");
    expect(scheduledText(recife("2026-11-27T23:15"), now)).toBe("Agendado para hoje, 23:15");
    expect(scheduledText(recife("2026-12-01T15:00"), now)).toBe("Agendado para ter., 01/12, 15:00");
  });
});
