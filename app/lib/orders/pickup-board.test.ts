import { describe, expect, it } from "vitest";

import { BOARD_READY_MINUTES, boardColumns, type BoardEntry, boardEntryOf, boardSince } from "./pickup-board";

describe("boardEntryOf", () => {
  it("puts a pickup or a table order on the board while it is made and ready, with its number and name", () => {
    const pickup = { mode: "pickup", dayNumber: 42, callName: "Ana" };
    expect(boardEntryOf(pickup, "Em preparo")).toEqual({ number: 42, callName: "Ana", status: "Em preparo" });
    expect(boardEntryOf(pickup, "Pronto para retirada")).toMatchObject({ status: "Pronto para retirada" });
    expect(boardEntryOf({ mode: "table", dayNumber: 3 }, "Em preparo")).toEqual({
      number: 3,
      callName: "",
      status: "Em preparo",
    });
  });

  it("leaves off a delivery, an order at its end or cancelled, and an order the shop never numbered", () => {
    expect(boardEntryOf({ mode: "delivery", dayNumber: 1 }, "Em preparo")).toBeNull();
    expect(boardEntryOf({ dayNumber: 1 }, "Em preparo")).toBeNull();
    for (const status of ["Retirado", "Servido", "Cancelado", "Pendente"])
      expect(boardEntryOf({ mode: "pickup", dayNumber: 1 }, status)).toBeNull();
    expect(boardEntryOf({ mode: "pickup" }, "Em preparo")).toBeNull();
  });
});

describe("boardColumns", () => {
  const now = Date.UTC(2026, 11, 6, 10);
  const minutesAgo = (minutes: number) => now - minutes * 60_000;
  const entry = (number: number, status: BoardEntry["status"], updatedAt: number): BoardEntry => ({
    number,
    callName: "",
    status,
    updatedAt,
  });

  it("splits the board into made and ready, oldest first", () => {
    const columns = boardColumns(
      [
        entry(3, "Em preparo", minutesAgo(1)),
        entry(1, "Pronto para retirada", minutesAgo(2)),
        entry(2, "Em preparo", minutesAgo(5)),
        entry(4, "Pronto para retirada", minutesAgo(10)),
      ],
      now,
    );
    expect(columns.preparing.map((e) => e.number)).toEqual([2, 3]);
    expect(columns.ready.map((e) => e.number)).toEqual([4, 1]);
  });

  it(`drops an order ready for ${BOARD_READY_MINUTES} minutes`, () => {
    const columns = boardColumns(
      [
        entry(1, "Pronto para retirada", minutesAgo(BOARD_READY_MINUTES)),
        entry(2, "Pronto para retirada", minutesAgo(BOARD_READY_MINUTES) + 1),
      ],
      now,
    );
    expect(columns.ready.map((e) => e.number)).toEqual([2]);
  });
});

describe("boardSince", () => {
  it("is midnight in Recife (UTC−3), all day long", () => {
    const midnight = Date.UTC(2026, 11, 6, 3);
    expect(boardSince(midnight)).toBe(midnight);
    expect(boardSince(Date.UTC(2026, 11, 7, 2, 59))).toBe(midnight);
    expect(boardSince(midnight - 1)).toBe(midnight - 24 * 60 * 60 * 1000);
  });
});
