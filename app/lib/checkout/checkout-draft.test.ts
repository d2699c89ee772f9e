// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";

import { changeNeedsRevalidation } from "~/lib/platform";

import { draftWithUsual, nextCheckoutDraft } from "./checkout-draft";
import { readCheckoutDraft, showCheckoutDraft, writeCheckoutDraft } from "./checkout-draft-storage";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

beforeEach(() => {
  localStorage.clear();
  showCheckoutDraft(null);
});

describe("the checkout draft", () => {
  it("keeps each field the form holds, the CEP as its digits, and not the form's routing fields", () => {
    const draft = nextCheckoutDraft(
      null,
      form({
        intent: "checkout",
        checkoutId: "abc",
        modo: "entrega",
        cep: "50030-170",
        origem: "cep",
        numero: "125",
        complemento: "Apto 3",
        pagamento: "dinheiro",
        troco: "50,00",
        observacoes: "portão azul",
        nomeParaChamar: "Ana",
        celular: "(81) 99876-5432",
        cpf: "529.982.247-25",
      }),
    );
    expect(draft).toEqual({
      modo: "entrega",
      cep: "50030170",
      origem: "cep",
      numero: "125",
      complemento: "Apto 3",
      pagamento: "dinheiro",
      troco: "50,00",
      observacoes: "portão azul",
      nomeParaChamar: "Ana",
      celular: "(81) 99876-5432",
      cpf: "529.982.247-25",
    });
  });

  it("keeps what the form does not send now (the address while picking up), and takes a field emptied", () => {
    const before = { modo: "entrega" as const, cep: "50030170", numero: "125", complemento: "Apto 3" };
    expect(nextCheckoutDraft(before, form({ modo: "retirada", pagamento: "credito", observacoes: "" }))).toEqual({
      ...before,
      modo: "retirada",
      pagamento: "credito",
      observacoes: "",
    });
  });

  it("drops a field it cannot read, never its neighbours", () => {
    expect(nextCheckoutDraft(null, form({ modo: "voando", pagamento: "cheque", numero: "7" }))).toEqual({
      numero: "7",
    });
  });

  it("is read back from storage field by field, and forgotten with null", async () => {
    localStorage.setItem(
      "checkoutDraft",
      JSON.stringify({ modo: "retirada", uf: "XX", pagamento: "pix", numero: 125, complemento: "Fundos" }),
    );
    expect(await readCheckoutDraft()).toEqual({ modo: "retirada", pagamento: "pix", complemento: "Fundos" });
    writeCheckoutDraft(null);
    expect(await readCheckoutDraft()).toBeNull();
    localStorage.setItem("checkoutDraft", "{not json");
    expect(await readCheckoutDraft()).toBeNull();
  });

  it("stays what this tab's form shows once another tab's order forgot it, until this tab forgets it", async () => {
    writeCheckoutDraft({ numero: "125", pagamento: "dinheiro" });
    // What another tab writes when its order is placed.
    localStorage.setItem("checkoutDraft", "null");
    expect(await readCheckoutDraft()).toEqual({ numero: "125", pagamento: "dinheiro" });
    localStorage.setItem("checkoutDraft", JSON.stringify({ numero: "7" }));
    expect(await readCheckoutDraft()).toEqual({ numero: "7" });
    writeCheckoutDraft(null);
    expect(await readCheckoutDraft()).toBeNull();

    // A form that started from another tab's draft shows it too.
    showCheckoutDraft({ cep: "50030170" });
    localStorage.setItem("checkoutDraft", "null");
    expect(await readCheckoutDraft()).toEqual({ cep: "50030170" });
  });

  it("is the form's own copy: its writes ask no page's loaders again, every other key's do", () => {
    expect(changeNeedsRevalidation("checkoutDraft")).toBe(false);
    expect(changeNeedsRevalidation("cart")).toBe(true);
    expect(changeNeedsRevalidation(null)).toBe(true);
  });
});

describe("draftWithUsual", () => {
  it("lays Meu de sempre's fields over the stored draft, dropping one it cannot read", () => {
    const before = { modo: "entrega" as const, cep: "50030170", numero: "125" };
    const usual = JSON.stringify({ modo: "retirada", pagamento: "cheque", nomeParaChamar: "Ana" });
    expect(draftWithUsual(before, usual)).toEqual({ ...before, modo: "retirada", nomeParaChamar: "Ana" });
  });

  it("is null for a text that is not JSON", () => {
    expect(draftWithUsual(null, "{modo")).toBeNull();
  });
});
