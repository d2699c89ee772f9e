import { afterEach, describe, expect, it } from "vitest";

import { knownFavorites } from "~/lib/account/favorites";
import { LINE_QUANTITY, lineChoiceNames, notSoldText, priceChanges, priceChangeText, reconcileCart } from "~/lib/cart";
import {
  catalogue,
  catalogueWithOptions,
  drinkName,
  filterProducts,
  findProduct,
  isHidden,
  lineChoicesLabel,
  optionGroupsOf,
  orderLineLabel,
  parseCatalogueFilter,
  productTypes,
  shownCategories,
  shownProducts,
} from "~/lib/catalogue";
import { cartPattern } from "~/lib/orders/cart-pattern";
import { leftOutText, reorderCart } from "~/lib/orders/reorder";
import { soldOutText } from "~/lib/shop/delivery-areas";

import { applyMenu, forgetMenu } from "./live-menu";
import { catalogueMenu, pricedDrinks } from "./menu";
import { MENU_LIMITS } from "./menu-limits";
import { type Menu, menuSchema, storedMenuSchema } from "./menu-schema";

afterEach(forgetMenu);

const withDrink = (menu: Menu, id: string, change: Partial<Menu["drinks"][number]>): Menu => ({
  ...menu,
  drinks: menu.drinks.map((drink) => (drink.id === id ? { ...drink, ...change } : drink)),
});

/** A cart line as today's version stores it. */
const storedLatte = {
  image: "/coffees/latte.svg",
  type: "Tradicional" as const,
  description: "Latte",
  price: 12.5,
  quantity: 2,
  choices: { Tamanho: ["Pequeno"], Leite: ["Integral"] },
};

describe("the build's catalogue as the first menu", () => {
  it("keeps every drink's id as its name today, so its address, cart lines and favourites hold", () => {
    const menu = catalogueMenu();
    expect(menu.drinks.map((drink) => drink.id)).toEqual(catalogue.map((product) => product.description));
    expect(menu.drinks.every((drink) => drink.name === drink.id && !drink.hidden)).toBe(true);
    expect(menuSchema.safeParse(menu).success).toBe(true);
    expect(menu.groups.length).toBeLessThanOrEqual(MENU_LIMITS.groups);
  });

  it("makes the rules' pattern of the build: nothing changes until the Dono saves", () => {
    const build = catalogueWithOptions().map(({ product, groups }) => ({ ...product, groups }));
    expect(cartPattern(pricedDrinks(catalogueMenu()), LINE_QUANTITY)).toBe(cartPattern(build, LINE_QUANTITY));
  });

  it("leaves hidden drinks out of what an order may carry", () => {
    const menu = withDrink(catalogueMenu(), "Irlandês", { hidden: true });
    expect(pricedDrinks(menu).map((drink) => drink.description)).not.toContain("Irlandês");
  });
});

describe("the menu's schema", () => {
  const menu = catalogueMenu();
  const refuses = (candidate: unknown) => expect(menuSchema.safeParse(candidate).success).toBe(false);

  it("refuses a price of 0, past the most, or not a number, and an empty name", () => {
    refuses(withDrink(menu, "Latte", { price: 0 }));
    refuses(withDrink(menu, "Latte", { price: MENU_LIMITS.maxPrice + 0.1 }));
    refuses(withDrink(menu, "Latte", { price: Number.NaN }));
    refuses(withDrink(menu, "Latte", { name: " " }));
  });

  it("refuses a group with no choice, no drink at all, or more drinks than the editor allows", () => {
    refuses({ ...menu, groups: menu.groups.map((group, index) => (index === 0 ? { ...group, choices: [] } : group)) });
    refuses({ ...menu, drinks: [] });
    const many = Array.from({ length: MENU_LIMITS.drinks + 1 }, (_, index) => ({ ...menu.drinks[0], id: `${index}` }));
    refuses({ ...menu, drinks: many });
  });

  it("keeps a device's copy under the version the settings announce", () => {
    expect(storedMenuSchema.safeParse({ version: "a1", menu }).success).toBe(true);
    expect(storedMenuSchema.safeParse({ version: "", menu }).success).toBe(false);
  });
});

describe("the live menu over the build's catalogue", () => {
  it("prices the pages and a cart by the Dono's menu, and the build's again once it is forgotten", () => {
    applyMenu(withDrink(catalogueMenu(), "Latte", { price: 13 }));
    expect(findProduct("Latte")?.price).toBe(13);
    expect(optionGroupsOf({ description: "Latte" }).map((group) => group.name)).toEqual([
      "Tamanho",
      "Leite",
      "Adicionais",
      "Açúcar",
    ]);
    forgetMenu();
    expect(findProduct("Latte")?.price).toBe(12.5);
  });

  it("takes a hidden drink off the list, yet finds it for its page and a stored line", () => {
    applyMenu(withDrink(catalogueMenu(), "Irlandês", { hidden: true }));
    expect(shownProducts().map((product) => product.description)).not.toContain("Irlandês");
    expect(isHidden("Irlande\u0302s")).toBe(true);
    expect(findProduct("Irlandês")?.price).toBe(22.9);
  });

  it("shows the drinks in the Dono's order", () => {
    const menu = catalogueMenu();
    applyMenu({ ...menu, drinks: [...menu.drinks].reverse() });
    expect(shownProducts()[0]?.description).toBe("Irlandês");
  });
});

describe("what a device stored in today's shape, read under a new menu", () => {
  it("a cart's Latte comes at R$ 13,00 and says what changed", () => {
    applyMenu(withDrink(catalogueMenu(), "Latte", { price: 13 }));
    const cart = reconcileCart([storedLatte]);
    expect(cart).toEqual([{ ...storedLatte, price: 13 }]);
    expect(priceChanges([storedLatte], cart).map(priceChangeText)).toEqual([
      "O preço do Latte mudou de R$\u00a012,50 para R$\u00a013,00.",
    ]);
    expect(priceChanges(cart, cart)).toEqual([]);
  });

  it("favourites keep their drinks, hidden ones included, as their keys are the ids", () => {
    applyMenu(withDrink(catalogueMenu(), "Cubano", { hidden: true }));
    expect(knownFavorites(["Latte", "Cubano", "Chá"])).toEqual(["Latte", "Cubano"]);
  });

  it("an order placed before the change is ordered again at today's price, a hidden drink said as gone", () => {
    applyMenu(withDrink(withDrink(catalogueMenu(), "Latte", { price: 13 }), "Cubano", { hidden: true }));
    const { cart, leftOut } = reorderCart(
      [],
      [
        { description: "Latte", quantity: 1, choices: { Tamanho: ["Grande"], Leite: ["Integral"] } },
        { description: "Cubano", quantity: 1 },
      ],
      { soldOut: [] },
    );
    expect(cart.map((line) => [line.description, line.price])).toEqual([["Latte", 17]]);
    expect(leftOut).toEqual([{ description: "Cubano", reason: "retired" }]);
  });
});

describe("the Dono's categories", () => {
  const pao = {
    id: "Pão de queijo",
    name: "Pão de queijo",
    type: "Salgados",
    price: 8,
    details: "Quentinho.",
    ingredients: ["Queijo"],
    image: "/coffees/prato.svg",
    hidden: false,
    groups: [],
  };
  const withSalgados: Menu = {
    ...catalogueMenu(),
    drinks: [...catalogueMenu().drinks, pao],
    categories: [...productTypes, "Salgados", "Doces"],
  };

  it("a menu saved before them reads with the build's four", () => {
    const { categories: _left, ...older } = catalogueMenu();
    expect(menuSchema.parse(older).categories).toEqual([...productTypes]);
  });

  it("are the home's chips in the Dono's order, those with something on sale; the build's until a menu is known", () => {
    expect(shownCategories()).toEqual(productTypes);
    applyMenu(withSalgados);
    expect(shownCategories()).toEqual([...productTypes, "Salgados"]);
    forgetMenu();
    expect(shownCategories()).toEqual(productTypes);
  });

  it("filter the list by a category of the Dono's once the device knows it; unknown until then", () => {
    const url = new URLSearchParams("tipo=Salgados");
    expect(parseCatalogueFilter(url, shownCategories()).tipo).toBeNull();
    applyMenu(withSalgados);
    const filter = parseCatalogueFilter(url, shownCategories());
    expect(filterProducts(shownProducts(), filter).map((product) => product.description)).toEqual(["Pão de queijo"]);
  });
});

describe("a drink the Dono renamed", () => {
  const renamed = withDrink(catalogueMenu(), "Capuccino", { name: "Cappuccino" });

  it("keeps its id: its address, a stored line, a favourite and an order name it as before, shown by its new name", () => {
    applyMenu(renamed);
    expect(findProduct("Capuccino")?.name).toBe("Cappuccino");
    expect(drinkName("Capuccino")).toBe("Cappuccino");
    expect(orderLineLabel({ quantity: 2, description: "Capuccino" })).toBe("2x Cappuccino");
    expect(knownFavorites(["Capuccino"])).toEqual(["Capuccino"]);
    expect(reconcileCart([{ ...storedLatte, description: "Capuccino", price: 11.9, choices: {} }])).toHaveLength(1);
    expect(pricedDrinks(renamed).find((drink) => drink.description === "Capuccino")?.price).toBe(11.9);
  });

  it("is said by its new name when it is sold out, off the menu, or left out of a repeated order", () => {
    applyMenu(renamed);
    expect(soldOutText(["Capuccino"])).toBe("Esgotado: Cappuccino. Remova do carrinho para confirmar o pedido.");
    expect(notSoldText(["Capuccino"])).toBe(
      "Fora do cardápio: Cappuccino. Remova do carrinho para confirmar o pedido.",
    );
    expect(leftOutText([{ description: "Capuccino", reason: "retired" }])).toMatch(/^Ficaram de fora: Cappuccino \(/);
  });

  it("is found by its new name in the search box", () => {
    applyMenu(renamed);
    const filter = parseCatalogueFilter(new URLSearchParams("nome=capp"));
    expect(filterProducts(shownProducts(), filter).map((product) => product.description)).toEqual(["Capuccino"]);
  });

  it("a drink not renamed carries no second name", () => {
    applyMenu(renamed);
    expect(findProduct("Latte")).not.toHaveProperty("name");
    expect(drinkName("Chá")).toBe("Chá");
  });
});

describe("an option the Dono renamed", () => {
  const renamed: Menu = {
    ...catalogueMenu(),
    groups: catalogueMenu().groups.map((group) => ({
      ...group,
      choices: group.choices.map((choice) =>
        choice.name === "Vegetal de aveia" ? { ...choice, label: "Leite de aveia" } : choice,
      ),
    })),
  };
  const line = { description: "Latte", quantity: 1, choices: { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"] } };

  it("a stored line and an order keep its id, and read by its new name; the build's again once forgotten", () => {
    applyMenu(renamed);
    expect(lineChoiceNames(line)).toEqual(["Grande", "Leite de aveia"]);
    expect(orderLineLabel(line)).toBe("1x Latte (Grande, Leite de aveia)");
    expect(optionGroupsOf({ description: "Latte" }).find((group) => group.name === "Leite")?.options).toContainEqual(
      expect.objectContaining({ name: "Vegetal de aveia", label: "Leite de aveia" }),
    );
    expect(reconcileCart([{ ...storedLatte, choices: line.choices }])[0]?.choices).toEqual(line.choices);
    forgetMenu();
    expect(lineChoicesLabel(line)).toBe("Grande, Vegetal de aveia");
  });
});
