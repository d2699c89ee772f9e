import { describe, expect, it } from "vitest";

import {
  addressLine,
  deliveredTo,
  MAX_SAVED_ADDRESSES,
  mergeAddresses,
  rememberAddress,
  type SavedAddress,
  withSavedAddress,
} from "./saved-addresses";

const home: SavedAddress = {
  cep: "50030170",
  rua: "Rua do Bom Jesus",
  numero: "200",
  complemento: "apto 3",
  bairro: "Recife Antigo",
  cidade: "Recife",
  uf: "PE",
};
const work: SavedAddress = {
  ...home,
  cep: "52011000",
  rua: "Rua das Graças",
  numero: "15",
  complemento: "",
  bairro: "Graças",
};

describe('"Meus endereços"', () => {
  it("keeps the newest first, the same place once, and forgets the oldest beyond the limit", () => {
    expect(rememberAddress([home], work)).toEqual([work, home]);
    expect(rememberAddress([work, home], { ...home, complemento: " APTO 3 " })).toEqual([
      { ...home, complemento: " APTO 3 " },
      work,
    ]);
    const many = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, index) => ({ ...home, numero: String(index) }));
    expect(rememberAddress(many, work)).toEqual([work, ...many.slice(0, MAX_SAVED_ADDRESSES - 1)]);
    expect(rememberAddress([home], { ...home, numero: "201" })).toHaveLength(2);
  });

  it("offers the account's first, then the device's it does not have", () => {
    expect(mergeAddresses([work], [home, { ...work, rua: "Rua das Graças (antiga)" }])).toEqual([work, home]);
    expect(mergeAddresses([], [home])).toEqual([home]);
  });

  it("says an address in one line, leaving out what is empty", () => {
    expect(addressLine(home)).toBe("Rua do Bom Jesus, 200, apto 3 — Recife Antigo, Recife/PE");
    expect(addressLine(work)).toBe("Rua das Graças, 15 — Graças, Recife/PE");
  });

  it("fills the checkout's draft for delivery, keeping the rest of it", () => {
    expect(withSavedAddress({ modo: "retirada", pagamento: "pix", observacoes: "sem açúcar" }, home)).toEqual({
      modo: "entrega",
      pagamento: "pix",
      observacoes: "sem açúcar",
      ...home,
    });
  });

  it("remembers what a delivery went to, never a pickup's or a table's", () => {
    const address = { ...home, origem: "cep" };
    expect(deliveredTo({ mode: "delivery", address })).toEqual(home);
    expect(deliveredTo({ address })).toEqual(home);
    expect(deliveredTo({ mode: "pickup", address })).toBeNull();
    expect(deliveredTo({ mode: "table", address: null })).toBeNull();
    expect(deliveredTo({ mode: "delivery", address: { ...address, uf: "Pernambuco" } })).toBeNull();
  });
});
