import { describe, expect, it } from "vitest";

import { hasValidCrc, readFields, readPixCode, referenceCrc } from "../../../tests/support/pix-reader";
import { crc16, parsePixKey, PIX_CITY_MAX, PIX_NAME_MAX, pixAmount, pixCode, pixText } from "./pix";

/** The Banco Central's example static code (Manual de Padrões para Iniciação do Pix): no amount. */
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
/** Stark Bank's documentation example (BrcodePreview): a phone key and R$ 10,00. */
const STARK_EXAMPLE =
  "00020126360014br.gov.bcb.pix0114+5541999999999520400005303986540510.005802BR5910Tony Stark6014Rio de Janeiro62070503***630466B7";
/**
 * A real code seen in a public repository whose CRC starts with 0 (checked independently with
 * Python's binascii.crc_hqx(body, 0xFFFF)); it also carries field 01, which ours leaves out.
 */
const LEADING_ZERO_EXAMPLE =
  "00020101021126360014br.gov.bcb.pix0114+5517991610665520400005303986540599.905802BR5917WHATSAPP CRM SAAS6009SAO PAULO622905252BFA8DCBD16D491EB1EA5629A63040365";

const shopKey = "123e4567-e12b-12d1-a456-426655440000";

describe("crc16 (CCITT-FALSE)", () => {
  it("gives the standard check value of '123456789'", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it.each([BCB_EXAMPLE, STARK_EXAMPLE, LEADING_ZERO_EXAMPLE])("gives the published CRC of %s", (code) => {
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
    expect(hasValidCrc(code)).toBe(true);
  });

  it("pads to four upper-case hex digits", () => {
    expect(crc16(LEADING_ZERO_EXAMPLE.slice(0, -4))).toBe("0365");
    expect(crc16("")).toBe("FFFF");
  });

  it("agrees with a table-driven implementation on many texts", () => {
    for (let i = 0; i < 500; i++) {
      const text = `000201${"x".repeat(i % 40)}${i * 7919}6304`;
      expect(crc16(text)).toBe(referenceCrc(text).toString(16).toUpperCase().padStart(4, "0"));
    }
  });
});

describe("pixCode", () => {
  it("reproduces the Banco Central's example, byte for byte", () => {
    expect(pixCode({ key: shopKey, name: "Fulano de Tal", city: "BRASILIA", txid: "***" })).toBe(BCB_EXAMPLE);
  });

  it("reproduces Stark Bank's example with an amount, byte for byte", () => {
    expect(
      pixCode({ key: "+5541999999999", name: "Tony Stark", city: "Rio de Janeiro", amount: 10, txid: "***" }),
    ).toBe(STARK_EXAMPLE);
  });

  it("writes the fields in order, with the amount and the order's id as txid", () => {
    const code = pixCode({ key: shopKey, name: "Cafeteria", city: "Recife", amount: 25.4, txid: "1732000000000" });
    expect([...readFields(code).keys()]).toEqual(["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
    const read = readPixCode(code);
    expect(read).toMatchObject({
      gui: "br.gov.bcb.pix",
      key: shopKey,
      amount: "25.40",
      name: "Cafeteria",
      city: "Recife",
      txid: "1732000000000",
    });
    expect(read.fields.get("00")).toBe("01");
    expect(read.fields.get("52")).toBe("0000");
    expect(read.fields.get("53")).toBe("986");
    expect(read.fields.get("58")).toBe("BR");
    expect(hasValidCrc(code)).toBe(true);
  });

  it("gives each field its own length, two digits", () => {
    const code = pixCode({ key: "cafe@example.com", name: "Cafe", city: "Recife", amount: 6.9, txid: "1" });
    expect(code).toContain("26380014br.gov.bcb.pix0116cafe@example.com");
    expect(code).toContain("54046.90");
    expect(code).toContain("5904Cafe");
    expect(code).toContain("6006Recife");
    expect(code).toContain("62050501163");
  });

  it("zero-pads a CRC below 0x1000", () => {
    // Find a txid whose code has such a CRC, by the independent implementation.
    const input = { key: shopKey, name: "Cafeteria", city: "Recife", amount: 12.5 };
    const txid = Array.from({ length: 2000 }, (_, i) => String(i + 1)).find((candidate) => {
      const body = pixCode({ ...input, txid: candidate }).slice(0, -4);
      return referenceCrc(body) < 0x1000;
    });
    expect(txid).toBeDefined();
    const code = pixCode({ ...input, txid: txid ?? "" });
    expect(code).toMatch(/63040[0-9A-F]{3}$/);
    expect(hasValidCrc(code)).toBe(true);
  });

  it("removes accents from the name and the city", () => {
    const read = readPixCode(pixCode({ key: shopKey, name: "Café São João", city: "Jaboatão", amount: 1, txid: "1" }));
    expect(read.name).toBe("Cafe Sao Joao");
    expect(read.city).toBe("Jaboatao");
  });

  it("cuts a name over 25 and a city over 15 characters (never refuses them)", () => {
    const read = readPixCode(
      pixCode({
        key: shopKey,
        name: "Cafeteria Especial do Recife Antigo",
        city: "Cabo de Santo Agostinho",
        amount: 1,
        txid: "1",
      }),
    );
    expect(read.name).toBe("Cafeteria Especial do Rec");
    expect(read.name).toHaveLength(PIX_NAME_MAX);
    expect(read.city).toBe("Cabo de Santo A");
    expect(read.city).toHaveLength(PIX_CITY_MAX);
  });

  it("refuses a txid that is not 1 to 25 letters and digits", () => {
    const input = { key: shopKey, name: "Cafeteria", city: "Recife", amount: 1 };
    expect(() => pixCode({ ...input, txid: "" })).toThrow(RangeError);
    expect(() => pixCode({ ...input, txid: "pedido-1" })).toThrow(RangeError);
    expect(() => pixCode({ ...input, txid: "1".repeat(26) })).toThrow(RangeError);
    expect(readPixCode(pixCode({ ...input, txid: "A".repeat(25) })).txid).toBe("A".repeat(25));
  });
});

describe("pixAmount", () => {
  it.each([
    [6.9, "6.90"],
    [12.5, "12.50"],
    [22.9, "22.90"],
    [0.1 + 0.2, "0.30"],
    [1234.567, "1234.57"],
    [100, "100.00"],
  ])("%s → %s", (value, text) => {
    expect(pixAmount(value)).toBe(text);
  });

  it("refuses nothing to pay, or a negative or endless amount", () => {
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e13]) expect(() => pixAmount(value)).toThrow();
  });
});

describe("pixText", () => {
  it("keeps printable ASCII and collapses spaces", () => {
    expect(pixText("  Açaí   & Café\n", 25)).toBe("Acai & Cafe");
    expect(pixText("Cafeteria ☕", 25)).toBe("Cafeteria");
  });

  it("leaves no space at the end of a cut", () => {
    expect(pixText("Cafeteria do Recife Antigo", 20)).toBe("Cafeteria do Recife");
  });
});

describe("parsePixKey", () => {
  it.each([
    ["529.982.247-25", { kind: "cpf", key: "52998224725" }],
    ["52998224725", { kind: "cpf", key: "52998224725" }],
    ["11.222.333/0001-81", { kind: "cnpj", key: "11222333000181" }],
    ["+55 (81) 99999-0000", { kind: "phone", key: "+5581999990000" }],
    ["+558133334444", { kind: "phone", key: "+558133334444" }],
    ["pix@cafeteria.com.br", { kind: "email", key: "pix@cafeteria.com.br" }],
    ["Pix@Cafeteria.COM.br", { kind: "email", key: "pix@cafeteria.com.br" }],
    ["123E4567-E12B-12D1-A456-426655440000", { kind: "random", key: shopKey }],
  ])("reads %s", (raw, expected) => {
    expect(parsePixKey(raw)).toEqual(expected);
  });

  it.each([
    undefined,
    "",
    "   ",
    "123",
    "5581999990000",
    "81 99999-0000", // a phone without +55: 11 digits, but not a CPF's check digits
    "52998224724",
    "111.111.111-11",
    "11222333000180",
    "+1 415 555 0100",
    "pix@",
    "chave pix",
    "123e4567-e12b",
  ])("refuses %s", (raw) => {
    expect(parsePixKey(raw)).toBeNull();
  });
});
