import { describe, expect, it } from "vitest";

import { parseLoyaltyForm } from "./loyalty-form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe('"Cartão fidelidade" in Loja', () => {
  it("reads the switch, the stamps and the cap in reais", () => {
    expect(parseLoyaltyForm(form({ "fidelidade-ativo": "on", "selos-premio": "8", "premio-maximo": "12,50" }))).toEqual(
      {
        ok: true,
        value: { active: true, stampsPerReward: 8, maxReward: 12.5 },
      },
    );
    expect(parseLoyaltyForm(form({ "selos-premio": "10", "premio-maximo": "15" }))).toMatchObject({
      value: { active: false },
    });
  });

  it("refuses stamps or a cap out of range, each with its message", () => {
    const refused = parseLoyaltyForm(form({ "selos-premio": "0", "premio-maximo": "200" }));
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toContain("Informe de 1 a 50 selos.");
  });
});
