import { describe, expect, it } from "vitest";

import { fromUsualDocument, toUsualDocument } from "./usual-document";
import { mergeUsualOrders, usualFromOrder, type UsualOrder } from "./usual-orders";

const grandeOat = { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"] };
const usual = usualFromOrder(
  {
    cart: [
      { description: "Latte", quantity: 1, choices: grandeOat },
      { description: "Cubano", quantity: 2, choices: undefined },
    ],
    mode: "pickup",
    address: null,
    paymentMethod: "pix",
    callName: "Ana",
  },
  "Café da manhã",
  7,
);

describe("a Meu de sempre in the account's document", () => {
  it("reads back as it was saved, every checkout field written, empty when not given", () => {
    const document = toUsualDocument(usual);
    expect(document?.draft).toMatchObject({ modo: "retirada", pagamento: "pix", nomeParaChamar: "Ana", cep: "" });
    expect(Object.keys(document?.draft ?? {})).toHaveLength(12);
    const read = fromUsualDocument(document);
    expect(read?.name).toBe("Café da manhã");
    expect(read?.draft).toEqual(usual.draft);
    expect(read?.lines.map(({ description, quantity }) => [description, quantity])).toEqual([
      ["Latte", 1],
      ["Cubano", 2],
    ]);
    expect(read?.lines[0]?.choices).toMatchObject(grandeOat);
  });

  it("is priced from today's catalogue, leaving out a drink it no longer sells; none left: nothing to write", () => {
    const withGone: UsualOrder = { ...usual, lines: [...usual.lines, { description: "Chá", quantity: 1 }] };
    expect(toUsualDocument(withGone)?.cart).toHaveLength(2);
    expect(toUsualDocument({ ...usual, lines: [{ description: "Chá", quantity: 1 }] })).toBeNull();
  });

  it("another version's document this one cannot read is left out", () => {
    expect(fromUsualDocument({ name: "x", cart: "1 Latte", draft: {}, savedAt: 1 })).toBeNull();
    expect(fromUsualDocument(null)).toBeNull();
  });
});

describe("mergeUsualOrders", () => {
  it("keeps one per name, the newest, newest first", () => {
    const named = (name: string, savedAt: number) => ({ ...usual, name, savedAt });
    const merged = mergeUsualOrders([named("Manhã", 1), named("Tarde", 5)], [named("manhã", 3), named("Noite", 2)]);
    expect(merged.map((order) => [order.name, order.savedAt])).toEqual([
      ["Tarde", 5],
      ["manhã", 3],
      ["Noite", 2],
    ]);
  });
});
