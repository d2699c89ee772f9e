import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it, vi } from "vitest";

import { catalogueAmountsInCents, moneyPatternOf, moneyTextsSource } from "../../../scripts/money-texts";
import { formatBRL, formatMoneyInput, fromCents, parseMoneyInput, toCents } from "./money";

const intlBRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

describe("formatBRL", () => {
  it("formats reais the Brazilian way", () => {
    expect(formatBRL(12.5).replace(/\s/u, " ")).toBe("R$ 12,50");
    expect(formatBRL(1234.5).replace(/\s/u, " ")).toBe("R$ 1.234,50");
    expect(formatBRL(0).replace(/\s/u, " ")).toBe("R$ 0,00");
  });

  it("writes what Intl writes, for the catalogue's amounts and any other", () => {
    const others = [0.1 + 0.2, 1234.56, 12.345, 8.9 * 3, -2, -0, -0.05, 0.01, 1_000_000, 123_456_789.12, 1e16];
    const range = Array.from({ length: 4000 }, (_, step) => fromCents(step * 2_713 - 2_000_000));
    for (const value of [...catalogueAmountsInCents().map(fromCents), ...others, ...range])
      expect(formatBRL(value)).toBe(intlBRL.format(value));
  });

  it("builds no formatter for any amount in whole cents, and one for the first fraction of a cent", async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, "NumberFormat");
    try {
      const money = await import("./money");
      expect(money.formatBRL(12.5)).toBe(intlBRL.format(12.5));
      expect(money.formatBRL(0)).toBe(intlBRL.format(0));
      expect(built).not.toHaveBeenCalled();
      expect(money.formatBRL(26.7)).toBe(intlBRL.format(26.7));
      expect(money.formatBRL(-1234.5)).toBe(intlBRL.format(-1234.5));
      expect(built).not.toHaveBeenCalled();
      expect(money.formatBRL(12.345)).toBe(intlBRL.format(12.345));
      expect(money.formatBRL(0.005)).toBe(intlBRL.format(0.005));
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });

  it("has the catalogue's texts as Intl writes them today: run `npm run money-texts` after changing a price", () => {
    const generated = readFileSync(join(process.cwd(), "app/lib/catalogue/money-texts.generated.ts"), "utf8");
    expect(generated).toBe(
      moneyTextsSource(
        (value) => intlBRL.format(value),
        moneyPatternOf((value) => intlBRL.formatToParts(value)),
      ),
    );
    expect(catalogueAmountsInCents()).toContain(toCents(12.5));
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
