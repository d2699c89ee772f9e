/** Loaded only on a device that keeps a menu: the pages' catalogue, prices and options become the Dono's. */
import { applyLiveOptionGroups, applyLiveProducts, type OptionGroup } from "~/lib/catalogue";

import { groupsOfDrink, productOf } from "./menu";
import type { Menu } from "./menu-schema";
import { readStoredMenu } from "./menu-storage";

export function applyMenu(menu: Menu): void {
  const groups = new Map<string, readonly OptionGroup[]>(
    menu.drinks.map((drink) => [drink.id.normalize("NFC"), groupsOfDrink(menu, drink)]),
  );
  applyLiveOptionGroups(groups);
  applyLiveProducts(menu.drinks.map(productOf));
}

/** The build's catalogue again: the device's menu was erased. */
export function forgetMenu(): void {
  applyLiveOptionGroups(null);
  applyLiveProducts(null);
}

/** The menu this device keeps, or the build's catalogue when it keeps none it can read. */
export async function applyStoredMenu(): Promise<void> {
  const stored = await readStoredMenu();
  if (stored) applyMenu(stored.menu);
  else forgetMenu();
}
