import { describe, expect, it } from "vitest";

import { catalogue, findProduct, LACTOSE, MILK } from "./catalogue";
import { catalogueWithOptions, optionGroupsOf } from "./catalogue-options";
import {
  checkChoices,
  defaultChoices,
  ingredientsWith,
  lineKey,
  reconcileChoices,
  unitPrice,
  unitPriceCents,
} from "./options";

function product(description: string) {
  const found = findProduct(description);
  if (!found) throw new Error(description);
  return { product: found, groups: optionGroupsOf(found) };
}

const hot = catalogue.filter((p) => p.type === "Tradicional" || p.type === "Especial" || p.description === "Irlandês");

describe("catalogue options", () => {
  it("offers Tamanho (required, one of Pequeno, Médio + R$ 2,00, Grande + R$ 4,00) on every hot drink", () => {
    for (const p of hot) {
      const tamanho = optionGroupsOf(p).find((group) => group.name === "Tamanho");
      expect(tamanho, p.description).toMatchObject({
        required: true,
        max: 1,
        options: [
          { name: "Pequeno", price: 0 },
          { name: "Médio", price: 2 },
          { name: "Grande", price: 4 },
        ],
      });
    }
  });

  it("offers Leite on the drinks with milk, Adicionais up to 3, Açúcar free", () => {
    const { groups } = product("Latte");
    expect(groups.map((group) => group.name)).toEqual(["Tamanho", "Leite", "Adicionais", "Açúcar"]);
    expect(groups[1]?.options.map((o) => [o.name, o.price])).toEqual([
      ["Integral", 0],
      ["Sem lactose", 1.5],
      ["Vegetal de aveia", 3],
    ]);
    expect(groups[2]).toMatchObject({ required: false, max: 3 });
    expect(groups[2]?.options.map((o) => [o.name, o.price])).toEqual([
      ["Dose extra de expresso", 3],
      ["Chantilly", 2],
      ["Calda de caramelo", 1.5],
    ]);
    expect(groups[3]?.options.map((o) => [o.name, o.price])).toEqual([
      ["Com açúcar", 0],
      ["Sem açúcar", 0],
      ["Adoçante", 0],
    ]);
    for (const { product: p, groups: productGroups } of catalogueWithOptions()) {
      const hasMilkGroup = productGroups.some((group) => group.name === "Leite");
      if (hasMilkGroup) expect(p.ingredients, p.description).toContain(MILK);
    }
  });

  it("has defaults that cost nothing, so an older cart's line keeps its price", () => {
    for (const { product: p, groups } of catalogueWithOptions()) {
      expect(unitPrice(p.price, groups, defaultChoices(groups)), p.description).toBe(p.price);
    }
  });
});

describe("prices with options", () => {
  it("adds each chosen option to the product's price, in cents", () => {
    const { product: latte, groups } = product("Latte");
    const choices = { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"], Adicionais: ["Dose extra de expresso"] };
    expect(unitPriceCents(latte.price, groups, choices)).toBe(1250 + 400 + 300 + 300);
    expect(unitPrice(latte.price, groups, choices)).toBe(22.5);
    const most = { ...choices, Adicionais: ["Dose extra de expresso", "Chantilly", "Calda de caramelo"] };
    expect(unitPrice(latte.price, groups, most)).toBe(12.5 + 4 + 3 + 3 + 2 + 1.5);
    // 0.1 + 0.2 stays exact: Café com Leite 8,90 + Sem lactose 1,50 + Calda 1,50.
    const { product: cafe, groups: cafeGroups } = product("Café com Leite");
    expect(
      unitPrice(cafe.price, cafeGroups, {
        Tamanho: ["Pequeno"],
        Leite: ["Sem lactose"],
        Adicionais: ["Calda de caramelo"],
      }),
    ).toBe(11.9);
  });
});

describe("checking choices", () => {
  const { groups } = product("Latte");

  it("keeps them in the groups' order", () => {
    expect(
      checkChoices(groups, {
        Adicionais: ["Chantilly", "Dose extra de expresso"],
        Tamanho: ["Médio"],
        Leite: ["Integral"],
      }),
    ).toEqual({
      ok: true,
      choices: { Tamanho: ["Médio"], Leite: ["Integral"], Adicionais: ["Dose extra de expresso", "Chantilly"] },
    });
  });

  it("refuses a required group without a choice, an unknown option or group, and too many", () => {
    expect(checkChoices(groups, { Leite: ["Integral"] })).toEqual({ ok: false, message: "Escolha Tamanho." });
    expect(checkChoices(groups, { Tamanho: ["Gigante"], Leite: ["Integral"] })).toMatchObject({ ok: false });
    expect(checkChoices(groups, { Tamanho: ["Pequeno"], Leite: ["Integral"], Cobertura: ["Canela"] })).toMatchObject({
      ok: false,
    });
    expect(checkChoices(groups, { Tamanho: ["Pequeno", "Grande"], Leite: ["Integral"] })).toEqual({
      ok: false,
      message: "Escolha só uma opção em Tamanho.",
    });
  });

  it("reads stored choices that no longer fit as the defaults", () => {
    expect(reconcileChoices(groups, undefined)).toEqual({ Tamanho: ["Pequeno"], Leite: ["Integral"] });
    expect(reconcileChoices(groups, { Tamanho: ["Gigante"] })).toEqual({ Tamanho: ["Pequeno"], Leite: ["Integral"] });
  });
});

describe("line identity", () => {
  const { groups } = product("Latte");

  it("is the product with its choices, whatever order they were given in", () => {
    const a = lineKey("Latte", groups, { Tamanho: ["Grande"], Adicionais: ["Chantilly", "Dose extra de expresso"] });
    const b = lineKey("Latte", groups, { Adicionais: ["Dose extra de expresso", "Chantilly"], Tamanho: ["Grande"] });
    expect(a).toBe(b);
    expect(lineKey("Latte", groups, { Tamanho: ["Pequeno"] })).not.toBe(a);
  });
});

describe("allergen notes follow the choice", () => {
  it("lactose-free milk is still milk, without lactose where the milk is its only source", () => {
    const { product: latte, groups } = product("Latte");
    const notes = ingredientsWith(latte.ingredients, groups, { Tamanho: ["Pequeno"], Leite: ["Sem lactose"] });
    expect(notes).toContain(MILK);
    expect(notes).not.toContain(LACTOSE);
  });

  it("oat drink has no milk, may hold gluten traces; chantilly brings milk back", () => {
    const { product: latte, groups } = product("Latte");
    const oat = ingredientsWith(latte.ingredients, groups, { Tamanho: ["Pequeno"], Leite: ["Vegetal de aveia"] });
    expect(oat).not.toContain(MILK);
    expect(oat).not.toContain(LACTOSE);
    expect(oat).not.toContain("Leite vaporizado (150 ml)");
    expect(oat).toContain("Pode conter traços de glúten");
    const withCream = ingredientsWith(latte.ingredients, groups, {
      Tamanho: ["Pequeno"],
      Leite: ["Vegetal de aveia"],
      Adicionais: ["Chantilly"],
    });
    expect(withCream).toContain(MILK);
    expect(withCream).toContain(LACTOSE);
  });

  it("keeps the milk notes where something else holds milk (the Mocaccino's chocolate)", () => {
    const { product: mocaccino, groups } = product("Mocaccino");
    const oat = ingredientsWith(mocaccino.ingredients, groups, { Tamanho: ["Pequeno"], Leite: ["Vegetal de aveia"] });
    expect(oat).toContain(MILK);
    expect(oat).toContain(LACTOSE);
  });
});

describe("every card offers Personalizar", () => {
  it("because every product has options to choose", () => {
    for (const p of catalogue) expect(optionGroupsOf(p).length, p.description).toBeGreaterThan(0);
  });
});
