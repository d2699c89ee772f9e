import { describe, expect, it } from "vitest";

import { deliveryAreaKey, deliveryQuote, findDeliveryArea, foldPlace } from "./delivery-areas";
import {
  closedText,
  fromTimeInput,
  isWithinHours,
  nextOpening,
  openNowText,
  shopClock,
  shopStatus,
  toTimeInput,
} from "./shop-hours";
import { defaultShopSettings, type OpeningHours } from "./shop-settings";

/** A time in Recife (UTC-3): 2026-11-23 was a Monday. */
const recife = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour + 3, minute);
const MONDAY = 23;

/** Mondays to Saturdays 7h-18h, Friday until 2h on Saturday, Sunday closed. */
const week: (OpeningHours | null)[] = [
  null,
  { opens: 420, closes: 1080 },
  { opens: 420, closes: 1080 },
  { opens: 420, closes: 1080 },
  { opens: 420, closes: 1080 },
  { opens: 420, closes: 120 },
  { opens: 420, closes: 1080 },
];

describe("the shop's clock", () => {
  it("is Recife's (UTC-3): Monday 0h30 in Recife is still Monday, 3h30 UTC", () => {
    expect(shopClock(recife(MONDAY, 0, 30))).toMatchObject({ weekday: 1, minute: 30 });
    expect(shopClock(Date.UTC(2026, 10, 24, 2, 59))).toMatchObject({ weekday: 1, minute: 23 * 60 + 59 });
    expect(shopClock(Date.UTC(2026, 10, 24, 3, 0))).toMatchObject({ weekday: 2, minute: 0 });
  });
});

describe("opening hours", () => {
  it("without any hours, the shop is always open", () => {
    expect(isWithinHours(defaultShopSettings.hours, recife(MONDAY, 3))).toBe(true);
    expect(nextOpening(defaultShopSettings.hours, recife(MONDAY, 3))).toBeNull();
  });

  it("open from the opening minute to just before closing", () => {
    expect(isWithinHours(week, recife(MONDAY, 6, 59))).toBe(false);
    expect(isWithinHours(week, recife(MONDAY, 7))).toBe(true);
    expect(isWithinHours(week, recife(MONDAY, 17, 59))).toBe(true);
    expect(isWithinHours(week, recife(MONDAY, 18))).toBe(false);
  });

  it("a day without hours is closed all day", () => {
    expect(isWithinHours(week, recife(MONDAY - 1, 12))).toBe(false);
  });

  it("hours across midnight run into the next day", () => {
    const friday = MONDAY + 4;
    expect(isWithinHours(week, recife(friday, 23, 30))).toBe(true);
    expect(isWithinHours(week, recife(friday + 1, 1, 59))).toBe(true);
    expect(isWithinHours(week, recife(friday + 1, 2))).toBe(false);
    expect(isWithinHours(week, recife(friday + 1, 7))).toBe(true);
  });

  it("says when the shop opens next: later today, tomorrow, or after a closed day", () => {
    expect(nextOpening(week, recife(MONDAY, 5))).toBe(recife(MONDAY, 7));
    expect(nextOpening(week, recife(MONDAY, 19))).toBe(recife(MONDAY + 1, 7));
    expect(nextOpening(week, recife(MONDAY + 5, 19))).toBe(recife(MONDAY + 7, 7));
  });
});

describe("the shop's status", () => {
  it("paused wins over the hours; closed by the hours says when it opens", () => {
    expect(shopStatus({ paused: true, hours: defaultShopSettings.hours }, recife(MONDAY, 12))).toEqual({
      open: false,
      reason: "paused",
      reopensAt: null,
    });
    const closed = shopStatus({ paused: false, hours: week }, recife(MONDAY, 19));
    expect(closed).toEqual({ open: false, reason: "hours", reopensAt: recife(MONDAY + 1, 7) });
    if (closed.open) throw new Error("open");
    expect(closedText(closed, recife(MONDAY, 19))).toBe("Abrimos amanhã às 7h.");
    expect(closedText({ ...closed, reopensAt: recife(MONDAY, 20, 30) }, recife(MONDAY, 19))).toBe(
      "Abrimos hoje às 20h30.",
    );
    expect(closedText({ ...closed, reopensAt: recife(MONDAY + 7, 7) }, recife(MONDAY + 5, 19))).toBe(
      "Abrimos na segunda às 7h.",
    );
    expect(shopStatus({ paused: false, hours: week }, recife(MONDAY, 12))).toEqual({ open: true });
  });

  it("the home page says it is open with today's hours, and nothing while closed", () => {
    const open = { paused: false, hours: week };
    expect(openNowText(open, recife(MONDAY, 12))).toBe("Aberto agora · hoje das 07:00 às 18:00");
    expect(openNowText(open, recife(MONDAY + 4, 23))).toBe("Aberto agora · hoje das 07:00 às 02:00");
    expect(openNowText(open, recife(MONDAY + 5, 1))).toBe("Aberto agora · até 02:00");
    expect(openNowText(open, recife(MONDAY, 19))).toBeNull();
    expect(openNowText({ paused: true, hours: week }, recife(MONDAY, 12))).toBeNull();
    expect(openNowText(defaultShopSettings, recife(MONDAY, 3))).toBe("Aberto agora · 24 horas, todos os dias");
    const roundTheClock = week.map((day, index) => (index === 1 ? { opens: 0, closes: 0 } : day));
    expect(openNowText({ paused: false, hours: roundTheClock }, recife(MONDAY, 3))).toBe(
      "Aberto agora · 24 horas hoje",
    );
  });
});

describe("delivery areas", () => {
  const areas = [
    ...defaultShopSettings.deliveryAreas,
    {
      city: "Recife",
      bairro: "Boa Viagem",
      fee: 7,
      minMinutes: 40,
      maxMinutes: 55,
      minOrder: null,
      freeDeliveryFrom: null,
    },
  ];

  it("match a city whatever its case, accents and spaces", () => {
    expect(foldPlace("  Jaboatão  dos GUARARAPES ")).toBe("jaboatao dos guararapes");
    expect(findDeliveryArea(areas, { cidade: "JABOATAO DOS GUARARAPES", bairro: "Piedade" })?.fee).toBe(8);
    expect(findDeliveryArea(areas, { cidade: "olinda", bairro: "" })?.fee).toBe(8);
  });

  it("take a bairro's own area before its city's", () => {
    expect(findDeliveryArea(areas, { cidade: "Recife", bairro: "boa viagem" })?.fee).toBe(7);
    expect(findDeliveryArea(areas, { cidade: "Recife", bairro: "Boa Vista" })?.fee).toBe(5);
    expect(deliveryAreaKey({ city: "Recife", bairro: "Boa Viagem" })).toBe("recife|boa viagem");
  });

  it("serve no city outside them", () => {
    expect(findDeliveryArea(areas, { cidade: "São Paulo", bairro: "Sé" })).toBeNull();
    expect(findDeliveryArea(areas, { cidade: "Caruaru", bairro: "" })).toBeNull();
  });
});

describe("the cart's delivery quote", () => {
  it("says nothing before a city, the area's fee and time for a served one, why not for another", () => {
    expect(deliveryQuote(defaultShopSettings, { cidade: " ", bairro: "" }, 10)).toEqual({ kind: "unknown" });
    expect(deliveryQuote(defaultShopSettings, { cidade: "Olinda", bairro: "Amparo" }, 10)).toEqual({
      kind: "served",
      fee: 8,
      minMinutes: 40,
      maxMinutes: 60,
      minimumMissing: null,
      freeDeliveryMissing: null,
    });
    expect(deliveryQuote(defaultShopSettings, { cidade: "Caruaru", bairro: "" }, 10)).toEqual({
      kind: "not-served",
      message: "Ainda não entregamos em Caruaru.",
    });
  });
});

describe("time inputs", () => {
  it("read and write HH:MM", () => {
    expect(toTimeInput(450)).toBe("07:30");
    expect(fromTimeInput("07:30")).toBe(450);
    expect(fromTimeInput("24:00")).toBeNull();
    expect(fromTimeInput("7h")).toBeNull();
  });
});

describe("folding place names as the rules fold them", () => {
  it("folds capitals with accents, which the rules' lower() leaves as they are", () => {
    expect(foldPlace("JABOATÃO DOS GUARARAPES")).toBe("jaboatao dos guararapes");
    expect(foldPlace("GRAÇAS")).toBe("gracas");
    expect(deliveryAreaKey({ city: "RECIFE", bairro: "GRAÇAS" })).toBe("recife|gracas");
  });

  it("turns the one character a document id cannot hold into another, and leaves unknown letters alone", () => {
    expect(foldPlace("Várzea/Curado")).toBe("varzea-curado");
    expect(foldPlace("Ñandú")).toBe("Ñandu");
  });
});
