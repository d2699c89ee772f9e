import { describe, expect, it } from "vitest";

import { cartTotal, toCartLine } from "~/lib/cart";
import { findProduct } from "~/lib/catalogue";
import { reorderCart } from "~/lib/orders";
import { defaultShopSettings } from "~/lib/shop";

import { MAX_USUAL_ORDERS } from "./usual-facts";
import { usualOrderSchema } from "./usual-order-schema";
import { usualFromOrder, type UsualOrder, usualReceiveText, withoutUsual, withUsual } from "./usual-orders";

const grandeOat = { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"] };
const address = {
  rua: "Rua do Bom Jesus",
  bairro: "Recife Antigo",
  cidade: "Recife",
  uf: "PE",
  numero: "125",
  complemento: "Apto 3",
  cep: "50030170",
  origem: "cep",
};
const pickup = {
  cart: [{ description: "Latte", quantity: 1, choices: grandeOat }],
  mode: "pickup",
  address: null,
  paymentMethod: "pix",
  callName: "Ana",
  phone: "81998765432",
};

describe("usualFromOrder", () => {
  it("keeps a pickup's lines with their choices, the mode, the payment, the name to call and the mobile", () => {
    expect(usualFromOrder(pickup, "Café da manhã", 5)).toEqual({
      name: "Café da manhã",
      lines: [{ description: "Latte", quantity: 1, choices: grandeOat }],
      draft: { modo: "retirada", pagamento: "pix", nomeParaChamar: "Ana", celular: "(81) 99876-5432" },
      savedAt: 5,
    });
  });

  it("keeps a delivery's address, as the checkout's fields; an empty name is Meu de sempre", () => {
    const usual = usualFromOrder({ ...pickup, mode: "delivery", address, callName: undefined }, "  ", 5);
    expect(usual.name).toBe("Meu de sempre");
    expect(usual.draft).toMatchObject({ modo: "entrega", cep: "50030170", numero: "125", uf: "PE", origem: "cep" });
    expect(usualReceiveText(usual.draft)).toBe("Entrega em Rua do Bom Jesus, 125");
    expect(usualOrderSchema.safeParse(usual).success).toBe(true);
  });

  it("keeps no mode for a table's order: the next visit's table, if any, decides", () => {
    const usual = usualFromOrder({ ...pickup, mode: "table", paymentMethod: "balcao" }, "Mesa", 5);
    expect(usual.draft.modo).toBeUndefined();
    expect(usualReceiveText(usual.draft)).toBeNull();
  });
});

describe("withUsual", () => {
  const named = (name: string, savedAt = 1): UsualOrder => ({ ...usualFromOrder(pickup, name, savedAt) });

  it("puts the newest first and replaces one of the same name", () => {
    const list = withUsual([named("Tarde"), named("Meu de sempre")], named("meu de sempre", 2));
    expect(list.map((usual) => [usual.name, usual.savedAt])).toEqual([
      ["meu de sempre", 2],
      ["Tarde", 1],
    ]);
  });

  it("Remover takes away the one of that name, whatever its case", () => {
    expect(withoutUsual([named("Tarde"), named("Manhã")], "manhã").map((usual) => usual.name)).toEqual(["Tarde"]);
  });

  it(`keeps at most ${MAX_USUAL_ORDERS}`, () => {
    let list: UsualOrder[] = [];
    for (let index = 0; index < MAX_USUAL_ORDERS + 2; index++) list = withUsual(list, named(`Pedido ${index}`));
    expect(list).toHaveLength(MAX_USUAL_ORDERS);
    expect(list[0]?.name).toBe(`Pedido ${MAX_USUAL_ORDERS + 1}`);
  });
});

describe("a saved order against today's menu", () => {
  const usual = usualFromOrder(
    { ...pickup, cart: [...pickup.cart, { description: "Cubano", quantity: 2, choices: undefined }] },
    "Meu de sempre",
    1,
  );

  it("is priced from today's catalogue, never from what it cost when saved", () => {
    const { cart } = reorderCart([], usual.lines, defaultShopSettings);
    const latte = findProduct("Latte");
    const cubano = findProduct("Cubano");
    if (!latte || !cubano) throw new Error("catalogue changed");
    expect(usual.lines.some((line) => "price" in line)).toBe(false);
    expect(cart).toEqual([toCartLine(latte, 1, grandeOat), toCartLine(cubano, 2)]);
    expect(cartTotal(cart)).toBeGreaterThan(latte.price + cubano.price * 2);
  });

  it("says a drink sold out today, and a choice the menu no longer has", () => {
    expect(reorderCart([], usual.lines, { ...defaultShopSettings, soldOut: ["Cubano"] }).leftOut).toEqual([
      { description: "Cubano", reason: "sold-out" },
    ]);
    const gone = [{ description: "Latte", quantity: 1, choices: { Leite: ["Leite de búfala"] } }];
    expect(reorderCart([], gone, defaultShopSettings).leftOut).toEqual([
      { description: "Latte", reason: "option-gone" },
    ]);
  });

  it("a stored one with a bad field is refused by its schema, so the list keeps the others", () => {
    expect(usualOrderSchema.safeParse({ ...usual, lines: [] }).success).toBe(false);
    expect(usualOrderSchema.safeParse({ ...usual, name: "x".repeat(41) }).success).toBe(false);
  });
});
