import { describe, expect, it } from "vitest";

import { formatBRL, formatMoneyInput, fromCents, parseMoneyInput, toCents } from "~/lib/money";

describe("formatBRL", () => {
  it("formats reais the Brazilian way", () => {
    expect(formatBRL(12.5).replace(/\s/u, " ")).toBe("R$ 12,50");
    expect(formatBRL(1234.5).replace(/\s/u, " ")).toBe("R$ 1.234,50");
    expect(formatBRL(0).replace(/\s/u, " ")).toBe("R$ 0,00");
  });

  it("rounds through cents without float noise", () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(fromCents(toCents(8.9) * 3)).toBe(26.7);
  });
});

describe("parseMoneyInput", () => {
  it("reads money the Brazilian way", () => {
    expect(parseMoneyInput("50")).toBe(50);
    expect(parseMoneyInput("R$ 1.234,50")).toBe(1234.5);
    expect(parseMoneyInput("1.000")).toBe(1000);
    expect(parseMoneyInput("12,5")).toBe(12.5);
    expect(parseMoneyInput("12,555")).toBeNaN();
    expect(parseMoneyInput("-3")).toBeNaN();
  });
});

describe("formatMoneyInput", () => {
  it("writes two decimals after a comma, no R$ and no thousands dot, and parseMoneyInput reads it back", () => {
    expect(formatMoneyInput(1234.5)).toBe("1234,50");
    expect(formatMoneyInput(0)).toBe("0,00");
    for (const value of [0, 5, 12.5, 999.99, 1234.5]) expect(parseMoneyInput(formatMoneyInput(value))).toBe(value);
  });
});
