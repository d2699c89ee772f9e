/** Loaded only on a device that keeps a menu: the pages' catalogue, prices and options become the Dono's. */
import { applyLiveOptionGroups, applyLiveProducts, type OptionGroup } from "~/lib/catalogue";

import { groupsOfDrink, productOf } from "./menu";
import type { Menu } from "./menu-schema";

export function applyMenu(menu: Menu): void {
  const groups = new Map<string, readonly OptionGroup[]>(
    menu.drinks.map((drink) => [drink.id.normalize("NFC"), groupsOfDrink(menu, drink)]),
  );
  applyLiveOptionGroups(groups);
  applyLiveProducts({
    products: menu.drinks.map(productOf),
    hidden: new Set(menu.drinks.filter((drink) => drink.hidden).map((drink) => drink.id.normalize("NFC"))),
  });
}

/** The build's catalogue again: the device's menu was erased. */
export function forgetMenu(): void {
  applyLiveOptionGroups(null);
  applyLiveProducts(null);
}
