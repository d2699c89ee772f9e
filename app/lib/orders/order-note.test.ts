import { describe, expect, it } from "vitest";

import { normalizeNote, noteCounter, noteLength, ORDER_NOTE_MAX } from "./order-note";

describe("the order's note", () => {
  it("is trimmed, keeps its lines, and turns other control characters into spaces", () => {
    expect(normalizeNote("  sem açúcar\r\nportão\razul\u001fcasa\t3 ")).toBe("sem açúcar\nportão\nazul casa 3");
    expect(normalizeNote(" \n ")).toBe("");
  });

  it("is counted as the field's maxlength counts it, against the limit", () => {
    expect(ORDER_NOTE_MAX).toBe(140);
    expect(noteLength("sem açúcar")).toBe(10);
    expect(noteCounter("")).toBe("0/140");
    expect(noteCounter("portão azul")).toBe("11/140");
  });
});
