import { describe, expect, it } from "vitest";

import { cpfDigits, cpfText } from "./cpf";

describe("CPF na nota", () => {
  it("takes a CPF however it is typed, as its 11 digits", () => {
    expect(cpfDigits("529.982.247-25")).toBe("52998224725");
    expect(cpfDigits("52998224725")).toBe("52998224725");
    expect(cpfDigits(" 529 982 247 25 ")).toBe("52998224725");
    expect(cpfDigits("111.444.777-35")).toBe("11144477735");
  });

  it("refuses wrong check digits, a wrong length, letters and the repeated digits no CPF has", () => {
    expect(cpfDigits("529.982.247-24")).toBeNull();
    expect(cpfDigits("529.982.247-35")).toBeNull();
    expect(cpfDigits("5299822472")).toBeNull();
    expect(cpfDigits("529982247251")).toBeNull();
    expect(cpfDigits("529.982.247-2a")).toBeNull();
    expect(cpfDigits("111.111.111-11")).toBeNull();
    expect(cpfDigits("000.000.000-00")).toBeNull();
  });

  it("writes it as people read it", () => {
    expect(cpfText("52998224725")).toBe("529.982.247-25");
  });
});
