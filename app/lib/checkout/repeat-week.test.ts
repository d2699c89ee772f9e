import { describe, expect, it } from "vitest";

import { defaultShopSettings } from "~/lib/shop";

import { REPEAT_DAY_UNAVAILABLE, repeatWeekDays } from "./repeat-week";

const HOUR_MS = 60 * 60 * 1000;
/** 20:00 on Sunday 06/12/2026 in Recife (UTC−3). */
const SUNDAY_EVENING = Date.UTC(2026, 11, 6, 23);
/** 07:30 on Monday 07/12 in Recife. */
const MONDAY_0730 = Date.UTC(2026, 11, 7, 10, 30);
const DAY_MS = 24 * HOUR_MS;

const weekdays = { opens: 7 * 60, closes: 19 * 60 };
/** Closed on Sundays, 07:00–19:00 on the other days. */
const settings = { ...defaultShopSettings, hours: [null, ...Array.from({ length: 6 }, () => weekdays)] };
const none = new Set<number>();

const shown = (days: ReturnType<typeof repeatWeekDays>) => days.map((day) => [day.label, day.unavailable]);

describe("Repetir na semana: the days after a scheduled order's, at its time", () => {
  it("names each day up to the week's end, and says which the shop is closed on", () => {
    const days = repeatWeekDays(MONDAY_0730, settings, SUNDAY_EVENING, none, none);
    expect(shown(days)).toEqual([
      ["ter., 08/12", null],
      ["qua., 09/12", null],
      ["qui., 10/12", null],
      ["sex., 11/12", null],
      ["sáb., 12/12", null],
      ["dom., 13/12", REPEAT_DAY_UNAVAILABLE.closed],
    ]);
    // The next Monday is past the 7 days the rules take orders ahead for.
    expect(days.map((day) => day.at)).toEqual([1, 2, 3, 4, 5, 6].map((ahead) => MONDAY_0730 + ahead * DAY_MS));
  });

  it("says a day whose slot is full", () => {
    const days = repeatWeekDays(MONDAY_0730, settings, SUNDAY_EVENING, new Set([MONDAY_0730 + 2 * DAY_MS]), none);
    expect(days[1]).toMatchObject({ label: "qua., 09/12", unavailable: REPEAT_DAY_UNAVAILABLE.full });
    expect(days[0]?.unavailable).toBeNull();
  });

  it("says a day this device already has the order on", () => {
    const days = repeatWeekDays(MONDAY_0730, settings, SUNDAY_EVENING, none, new Set([MONDAY_0730 + DAY_MS]));
    expect(days[0]).toMatchObject({ label: "ter., 08/12", unavailable: REPEAT_DAY_UNAVAILABLE.booked });
  });

  it("says the days already past, from an order of days ago", () => {
    const thursday0730 = MONDAY_0730 - 4 * DAY_MS;
    const days = repeatWeekDays(thursday0730, settings, SUNDAY_EVENING, none, none);
    expect(shown(days)).toEqual([
      ["sex., 04/12", REPEAT_DAY_UNAVAILABLE.past],
      ["sáb., 05/12", REPEAT_DAY_UNAVAILABLE.past],
      ["Hoje", REPEAT_DAY_UNAVAILABLE.past],
      ["Amanhã", null],
      ["ter., 08/12", null],
      ["qua., 09/12", null],
      ["qui., 10/12", null],
    ]);
  });

  it("a time within the lead is past too", () => {
    // 07:20 on Monday: Monday 07:30 is within the 15 minutes' lead.
    const days = repeatWeekDays(MONDAY_0730 - DAY_MS, settings, MONDAY_0730 - 10 * 60_000, none, none);
    expect(days[0]).toMatchObject({ label: "Hoje", unavailable: REPEAT_DAY_UNAVAILABLE.past });
    expect(days[1]).toMatchObject({ label: "Amanhã", unavailable: null });
  });

  it("a pause that takes no orders ahead stops every day, and says so", () => {
    const paused = { ...settings, paused: true, orderAhead: { ...settings.orderAhead, whilePaused: false } };
    const days = repeatWeekDays(MONDAY_0730, paused, SUNDAY_EVENING, none, none);
    expect(days.filter((day) => day.unavailable === REPEAT_DAY_UNAVAILABLE.closed)).toHaveLength(1);
    expect(days.every((day) => day.unavailable !== null)).toBe(true);
    expect(
      repeatWeekDays(
        MONDAY_0730,
        { ...paused, orderAhead: { ...paused.orderAhead, whilePaused: true } },
        SUNDAY_EVENING,
        none,
        none,
      )[0]?.unavailable,
    ).toBeNull();
  });
});
