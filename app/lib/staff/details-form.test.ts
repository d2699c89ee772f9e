import { describe, expect, it } from "vitest";

import { phoneText } from "~/lib/shop";

import { parseDetailsForm } from "./details-form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  const all = {
    "nome-loja": "Café do Bom Jesus",
    "endereco-loja": "Rua do Bom Jesus, 183 — Recife Antigo",
    "telefone-loja": "",
    "whatsapp-loja": "",
    "instagram-loja": "",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) data.set(name, value);
  return data;
}

describe('"Dados da loja"', () => {
  it("keeps the digits of a phone and a WhatsApp however they are typed, and the Instagram's handle", () => {
    const parsed = parseDetailsForm(
      form({
        "telefone-loja": "(81) 3224-0000",
        "whatsapp-loja": "+55 81 99876-5432",
        "instagram-loja": "https://www.instagram.com/cafe.bomjesus/",
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        name: "Café do Bom Jesus",
        address: "Rua do Bom Jesus, 183 — Recife Antigo",
        phone: "8132240000",
        whatsapp: "5581998765432",
        instagram: "cafe.bomjesus",
      },
    });
    expect(parseDetailsForm(form({ "whatsapp-loja": "081 99876 5432", "instagram-loja": "@cafe" }))).toMatchObject({
      ok: true,
      value: { whatsapp: "5581998765432", instagram: "cafe" },
    });
  });

  it("says beside each field what is wrong, in Portuguese", () => {
    const parsed = parseDetailsForm(
      form({
        "nome-loja": "  ",
        "endereco-loja": "x".repeat(121),
        "telefone-loja": "3224-0000",
        "whatsapp-loja": "zap",
        "instagram-loja": "@café",
      }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fieldErrors ?? {}).sort()).toEqual([
      "endereco-loja",
      "instagram-loja",
      "nome-loja",
      "telefone-loja",
      "whatsapp-loja",
    ]);
    expect(parsed.fieldErrors?.["telefone-loja"]).toBe("Informe o telefone com DDD, como (81) 3224-0000.");
  });

  it("writes a number as people read it", () => {
    expect(phoneText("8132240000")).toBe("(81) 3224-0000");
    expect(phoneText("5581998765432")).toBe("(81) 99876-5432");
  });
});
