/**
 * Issue 56, the menu as the Dono's: the rules match each order's cart against the live menu (`shop/menu`'s
 * pattern, made from its drinks and prices), not against the build's catalogue. A price the shop no longer charges
 * is refused and the new one taken; a drink the menu leaves out is refused; only the Dono writes the menu.
 */
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { describe, expect, it } from "vitest";

import { LINE_QUANTITY } from "~/lib/cart";
import { catalogueWithOptions } from "~/lib/catalogue";
import { catalogueMenu, MAX_MENU_PATTERN_LENGTH, MENU_LIMITS } from "~/lib/menu";
import { RULES_REGEX_MAX_LENGTH } from "~/lib/menu/menu-document";
import { type PricedDrink, storedCartPattern } from "~/lib/orders/cart-pattern";
import { FIELD_SEPARATOR, priceRun } from "~/lib/orders/order-line-text";
import { toAreaDocuments, toSettingsDocument } from "~/lib/settings/settings-document";
import { defaultShopSettings } from "~/lib/shop/shop-settings";

import { type Data, line, order, place, rulesWorldPerTest, serverTime, staffSettingsDoc } from "./rules-env";

const world = rulesWorldPerTest();

const buildDrinks: PricedDrink[] = catalogueWithOptions().map(({ product, groups }) => ({ ...product, groups }));
const latteAt13 = buildDrinks.map((drink) => (drink.description === "Latte" ? { ...drink, price: 13 } : drink));
const withoutIrish = buildDrinks.filter((drink) => drink.description !== "Irlandês");

const menuData = catalogueMenu();

const menu = (drinks: readonly PricedDrink[], version = "v1") => ({
  menu: menuData,
  version,
  cartPattern: storedCartPattern(drinks, LINE_QUANTITY),
  updatedAt: serverTime(),
});

async function seedMenu(drinks: readonly PricedDrink[]): Promise<void> {
  await world.env.withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .doc("shop/menu")
      .set({ ...menu(drinks), updatedAt: firebase.firestore.Timestamp.now() });
  });
}

const bobOrders = (cart: string[]) => place(world, world.bob, "bob", order("bob", { cart }));

describe("orders against the live menu", () => {
  it("the Latte at R$ 13,00 once the menu says so; at R$ 12,50, the price it no longer charges, refused", async () => {
    await seedMenu(latteAt13);
    await assertFails(bobOrders([line("Latte", 1)]));
    await assertSucceeds(bobOrders([line("Latte", 1, { price: 13 })]));
  });

  it("a drink the menu leaves out is refused; the others are taken at their prices", async () => {
    await seedMenu(withoutIrish);
    await assertFails(bobOrders([line("Irlandês", 1)]));
    await assertFails(bobOrders([line("Latte", 1), line("Irlandês", 1)]));
    await assertSucceeds(bobOrders([line("Latte", 1)]));
  });

  it("without a menu, the build's catalogue and its prices", async () => {
    await assertFails(bobOrders([line("Latte", 1, { price: 13 })]));
    await assertSucceeds(bobOrders([line("Latte", 1)]));
  });
});

/**
 * A large menu as the editor will make it: 40 drinks sharing 8 groups of 8 priced choices (4 of one choice, 4 of
 * any). Its pattern stays small because drinks with the same groups share one copy of them (decision 0060): the
 * most expensive honest order passes, a forged price is refused. With each drink's groups written out it was 68,334
 * characters and an order took over a minute.
 */
describe("a large menu", () => {
  const groups = Array.from({ length: 8 }, (_, group) => ({
    name: `Grupo ${group}`,
    required: group < 4,
    max: group < 4 ? 1 : 8,
    options: Array.from({ length: 8 }, (_, choice) => ({ name: `Escolha ${group}-${choice}`, price: choice * 0.5 })),
  }));
  const drinks: PricedDrink[] = Array.from({ length: 40 }, (_, index) => ({
    description: `Bebida número ${index} da casa`,
    price: 10 + index / 10,
    groups,
  }));
  /** Each group at its dearest: the last choice of the one-of groups, every choice of the others. */
  const dearest = (index: number, quantity: number, price = drinks[index]?.price ?? 0) =>
    [
      String(quantity),
      `Bebida número ${index} da casa`,
      priceRun(price),
      ...groups.map((group) =>
        (group.max === 1 ? group.options.slice(-1) : group.options)
          .map((option) => option.name + priceRun(option.price))
          .join(""),
      ),
    ].join(FIELD_SEPARATOR);

  it("takes its most expensive order, 14 lines at their dearest, and refuses a forged price", async () => {
    await seedMenu(drinks);
    await assertFails(place(world, world.alice, "alice", order("alice", { cart: [dearest(1, 1, 10)] })));
    await assertSucceeds(bobOrders(Array.from({ length: 14 }, (_, line) => dearest(39 - line, 7))));
  });
});

/**
 * The dearest menu the editor makes today: every drink at its most (MENU_LIMITS.maxPrice), with the build's groups.
 * A price is a run of marks the rules' regular expressions compile one by one: this pattern is the largest in
 * compiled size the editor allows, and its most expensive order must still pass.
 */
describe("the dearest menu the editor allows", () => {
  it("takes its most expensive order, each of the 14 drinks at R$ 99,90 ×7, and refuses the build's price", async () => {
    const dearest = buildDrinks.map((drink) => ({ ...drink, price: MENU_LIMITS.maxPrice }));
    await seedMenu(dearest);
    await assertFails(bobOrders([line("Irlandês", 1)]));
    const started = Date.now();
    await assertSucceeds(
      bobOrders(buildDrinks.map((drink) => line(drink.description, 7, { price: MENU_LIMITS.maxPrice })).slice(0, 14)),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

/**
 * The rules take a regular expression of at most 4,096 characters: past it every order is refused ("Regular
 * expression too long"). The editor saves no pattern past MAX_MENU_PATTERN_LENGTH; the longest it saves still takes
 * orders.
 */
describe("the longest pattern the editor saves", () => {
  const withAdded = (count: number): PricedDrink[] => [
    ...buildDrinks,
    ...Array.from({ length: count }, (_, index) => ({
      description: `Salgado da casa com um nome bem comprido de número ${index}`,
      price: MENU_LIMITS.maxPrice,
      groups: [],
    })),
  ];
  const lengthOf = (drinks: readonly PricedDrink[]) => storedCartPattern(drinks, LINE_QUANTITY).length;
  let count = 0;
  while (lengthOf(withAdded(count + 1)) <= MAX_MENU_PATTERN_LENGTH) count += 1;
  const longest = withAdded(count);
  const last = `Salgado da casa com um nome bem comprido de número ${count - 1}`;
  const lastLine = [String(1), last, priceRun(MENU_LIMITS.maxPrice)].join(FIELD_SEPARATOR);

  it("takes an order at its full length", async () => {
    expect(lengthOf(longest)).toBeGreaterThan(MAX_MENU_PATTERN_LENGTH - 100);
    await seedMenu(longest);
    await assertSucceeds(bobOrders([line("Latte", 1), lastLine]));
  });

  it("past the rules' 4,096 characters, every order would be refused: such a menu is not saved", async () => {
    let over = count;
    while (lengthOf(withAdded(over)) <= RULES_REGEX_MAX_LENGTH) over += 1;
    await seedMenu(withAdded(over));
    await assertFails(bobOrders([line("Latte", 1)]));
    await seedSettings();
    await assertFails(saveMenu(world.staff, { ...menu(withAdded(over), "v2"), menu: menuData }));
    await assertSucceeds(saveMenu(world.staff, { ...menu(longest, "v2"), menu: menuData }));
  });
});

/**
 * The menu's save as the app writes it: the menu, the settings naming its version (devices read the menu only when
 * that changes), and the act, in one batch. `settings` replaces what the settings' write announces.
 */
function saveMenu(context: RulesTestContext, data: Data, settings?: Data) {
  return staffSettingsDoc(context, "menu").write((batch) => {
    const db = context.firestore();
    batch.set(db.doc("shop/menu"), data);
    batch.set(db.doc("shop/settings"), settings ?? { menuVersion: data.version, updatedAt: serverTime() }, {
      merge: true,
    });
  });
}

async function seedSettings(): Promise<void> {
  await staffSettingsDoc(world.staff).set({
    paused: false,
    hours: [null, null, null, null, null, null, null],
    soldOut: [],
    updatedAt: serverTime(),
  });
}

describe("the menu itself", () => {
  const menuDoc = (context = world.staff) => context.firestore().doc("shop/menu");

  it("anyone reads it; only the Dono saves it", async () => {
    await seedSettings();
    await assertFails(saveMenu(world.team, menu(latteAt13)));
    await assertFails(saveMenu(world.bob, menu(latteAt13)));
    await assertFails(saveMenu(world.visitor, menu(latteAt13)));
    await assertSucceeds(saveMenu(world.staff, menu(latteAt13)));
    await assertSucceeds(menuDoc(world.visitor).get());
    await assertFails(menuDoc(world.team).delete());
  });

  it("before any settings were saved, the Dono's first menu saves them too", async () => {
    await assertSucceeds(
      saveMenu(world.staff, menu(latteAt13), {
        paused: false,
        hours: [null, null, null, null, null, null, null],
        soldOut: [],
        menuVersion: "v1",
        updatedAt: serverTime(),
      }),
    );
  });

  it("a menu whose version the settings do not announce is not saved: devices would never read it", async () => {
    await seedSettings();
    await assertFails(menuDoc().set(menu(latteAt13)));
    await assertFails(saveMenu(world.staff, menu(latteAt13), { menuVersion: "v2", updatedAt: serverTime() }));
    await assertSucceeds(saveMenu(world.staff, menu(latteAt13)));
    // Saved again under the same version, no device would read the change.
    await assertFails(saveMenu(world.staff, menu(buildDrinks)));
    await assertSucceeds(saveMenu(world.staff, menu(buildDrinks, "v2")));
  });

  it("Equipe's saves cannot move the settings' menu version; theirs and the Dono's keep it", async () => {
    await seedSettings();
    await assertSucceeds(saveMenu(world.staff, menu(latteAt13)));
    await assertFails(
      staffSettingsDoc(world.team).update({ paused: true, menuVersion: "v9", updatedAt: serverTime() }),
    );
    await assertFails(staffSettingsDoc(world.bob).update({ menuVersion: "v9", updatedAt: serverTime() }));
    await assertSucceeds(staffSettingsDoc(world.team).update({ paused: true, updatedAt: serverTime() }));
    await assertSucceeds(staffSettingsDoc(world.staff).update({ paused: false, updatedAt: serverTime() }));
  });

  it("a menu no order could match, or one past the rules' size, is not saved", async () => {
    await seedSettings();
    const saves = (data: Data) => saveMenu(world.staff, data);
    await assertFails(saves({ ...menu(latteAt13), cartPattern: "" }));
    await assertFails(saves({ ...menu(latteAt13), cartPattern: 42 }));
    await assertFails(saves({ ...menu(latteAt13), cartPattern: "x".repeat(MAX_MENU_PATTERN_LENGTH + 1) }));
    await assertFails(saves({ ...menu(latteAt13), extra: true }));
    await assertFails(saves({ ...menu(latteAt13), menu: { ...menuData, drinks: [] } }));
    const tooMany = Array.from({ length: MENU_LIMITS.drinks + 1 }, (_, index) => ({
      ...menuData.drinks[0],
      id: `Café ${index}`,
    }));
    await assertFails(saves({ ...menu(latteAt13), menu: { ...menuData, drinks: tooMany } }));
    await assertFails(saves({ ...menu(latteAt13), menu: "o cardápio" }));
    await assertFails(saves({ ...menu(latteAt13), version: "" }));
    await assertFails(
      saves({ ...menu(latteAt13), updatedAt: firebase.firestore.Timestamp.fromMillis(Date.now() - 60_000) }),
    );
    await assertSucceeds(saves(menu(latteAt13)));
  });
});

describe("the Dono's categories", () => {
  const withCategories = (categories: unknown) => ({ ...menu(latteAt13), menu: { ...menuData, categories } });
  const own = (count: number) => Array.from({ length: count }, (_, index) => `Categoria ${index}`);

  it("the build's four and the Dono's own are saved, up to the editor's limit", async () => {
    await seedSettings();
    await assertSucceeds(saveMenu(world.staff, withCategories([...menuData.categories, "Salgados", "Doces"])));
    await assertSucceeds(saveMenu(world.staff, { ...withCategories(own(MENU_LIMITS.categories)), version: "v2" }));
  });

  it("one past the limit, none, not a list, an odd or repeated name, or a menu without them is not saved", async () => {
    await seedSettings();
    const saves = (data: Data) => saveMenu(world.staff, data);
    await assertFails(saves(withCategories(own(MENU_LIMITS.categories + 1))));
    await assertFails(saves(withCategories([])));
    await assertFails(saves(withCategories("Salgados")));
    // Each a string of a drink name's shape and length, once: a device's schema reads no other.
    for (const wrong of ["Doces|.*", "", " Doces", "x".repeat(MENU_LIMITS.categoryNameLength + 1), 42]) {
      await assertFails(saves(withCategories([...menuData.categories, wrong])));
    }
    await assertFails(saves(withCategories([...menuData.categories, "Doces", "Doces"])));
    await assertSucceeds(
      saves({ ...withCategories([...menuData.categories, "x".repeat(MENU_LIMITS.categoryNameLength)]), version: "v0" }),
    );
    const { categories: _left, ...withoutCategories } = menuData;
    await assertFails(saves({ ...menu(latteAt13), menu: withoutCategories }));
    await assertFails(saves({ ...menu(latteAt13), menu: { ...menuData, sizes: [] } }));
    await assertSucceeds(saves(withCategories([...menuData.categories, "Salgados"])));
  });
});

/**
 * "Esgotado" for a drink the Dono added in "Cardápio": Equipe marks it in "Loja" as any other. The names are checked
 * by their shape, not against the build's list: one the orders' check would read as a pattern is refused.
 */
describe("sold out, for a drink the Dono added", () => {
  const expresso = buildDrinks.find((drink) => drink.description === "Expresso Tradicional");
  if (!expresso) throw new Error("Expresso Tradicional is not in the catalogue");
  const pao = { ...expresso, description: "Pão de queijo" };
  const paoLine = line("Expresso Tradicional", 1, { description: "Pão de queijo" });
  const soldOut = (names: string[]) =>
    staffSettingsDoc(world.team, "soldOut").update({ soldOut: names, updatedAt: serverTime() });

  it("Equipe marks it sold out and its order is refused, until it is back", async () => {
    await seedMenu([...buildDrinks, pao]);
    // The shop as it starts: open, its default delivery area in place.
    await world.env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc("shop/settings").set(toSettingsDocument(defaultShopSettings));
      for (const [key, area] of Object.entries(toAreaDocuments(defaultShopSettings.deliveryAreas)))
        await db.doc(`deliveryAreas/${key}`).set(area);
    });
    await assertSucceeds(soldOut(["Pão de queijo"]));
    await assertFails(bobOrders([paoLine]));
    await assertSucceeds(soldOut([]));
    await assertSucceeds(bobOrders([paoLine]));
  });

  it("a name no drink can have, one repeated, an empty one or one too many is refused", async () => {
    await seedSettings();
    await assertFails(soldOut(["Latte|.*"]));
    await assertFails(soldOut(["Latte (grande)"]));
    await assertFails(soldOut(["Latte", "Latte"]));
    await assertFails(soldOut([""]));
    await assertFails(soldOut(Array.from({ length: MENU_LIMITS.drinks + 1 }, (_, index) => `Bebida ${index}`)));
    await assertSucceeds(soldOut(Array.from({ length: MENU_LIMITS.drinks }, (_, index) => `Bebida ${index}`)));
  });
});
