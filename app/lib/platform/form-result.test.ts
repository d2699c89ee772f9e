import { describe, expect, it } from "vitest";

import { fieldErrorsOf, invalidFields, save, saveFailureMessage } from "./form-result";
import { StorageWriteError } from "./storage";

describe("form results", () => {
  it("refuses a form for its fields with one message for the whole form", () => {
    expect(invalidFields({ cidade: "Informe a cidade." })).toEqual({
      ok: false,
      message: "Corrija os campos indicados.",
      fieldErrors: { cidade: "Informe a cidade." },
    });
  });

  it("reads the field messages of a failure, and none of anything else", () => {
    expect(
      fieldErrorsOf({ ok: false, message: "Corrija os campos indicados.", fieldErrors: { uf: "Escolha a UF." } }),
    ).toEqual({ uf: "Escolha a UF." });
    expect(fieldErrorsOf({ ok: false, message: "Pedido inválido." })).toEqual({});
    expect(fieldErrorsOf({ ok: true })).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});

describe("save", () => {
  it("answers done when the write goes through", async () => {
    expect(await save(() => undefined)).toEqual({ ok: true });
    expect(await save(async () => undefined)).toEqual({ ok: true });
  });

  it("answers the shopper's message when the storage refuses, and throws anything else", async () => {
    const full = new StorageWriteError("cart", "quota");
    expect(await save(() => Promise.reject(full))).toEqual({ ok: false, message: saveFailureMessage(full) });
    expect(saveFailureMessage(full)).toMatch(/^O armazenamento do navegador está cheio/);
    await expect(save(() => Promise.reject(new TypeError("bug")))).rejects.toThrow("bug");
  });
});
