/** Loaded only on a device that keeps a menu: the pages' catalogue, prices and options become the Dono's. */
import {
  applyLiveChoiceLabels,
  applyLiveOptionGroups,
  applyLiveProducts,
  choiceLabelKey,
  type OptionGroup,
} from "~/lib/catalogue";
import { revalidateWhenIdle } from "~/lib/platform";

import { groupsOfDrink, productOf } from "./menu";
import { photoIdsOf } from "./menu-photo";
import { fetchMissingPhotos, forgetOtherPhotos, photosOnDevice } from "./menu-photos.client";
import type { Menu } from "./menu-schema";
import { readStoredMenu } from "./menu-storage";

export function applyMenu(menu: Menu, photos?: ReadonlyMap<string, string>): void {
  const groups = new Map<string, readonly OptionGroup[]>(
    menu.drinks.map((drink) => [drink.id.normalize("NFC"), groupsOfDrink(menu, drink)]),
  );
  applyLiveOptionGroups(groups);
  applyLiveChoiceLabels(
    new Map(
      menu.groups.flatMap((group) =>
        group.choices.flatMap((choice) =>
          choice.label ? [[choiceLabelKey(group.name, choice.name), choice.label]] : [],
        ),
      ),
    ),
  );
  applyLiveProducts(
    menu.drinks.map((drink) => productOf(drink, photos)),
    menu.categories,
  );
}

/** The build's catalogue again: the device's menu was erased. */
export function forgetMenu(): void {
  applyLiveOptionGroups(null);
  applyLiveChoiceLabels(new Map());
  applyLiveProducts(null);
}

/** The menu this device keeps, or the build's catalogue when it keeps none it can read. */
export async function applyStoredMenu(): Promise<void> {
  const stored = await readStoredMenu();
  if (!stored) return forgetMenu();
  const ids = photoIdsOf(stored.menu.drinks);
  const photos = await photosOnDevice(ids);
  applyMenu(stored.menu, photos);
  const missing = ids.filter((id) => !photos.has(id));
  // Read when the menu was (a read that failed, a cache the browser emptied): the type's drawing meanwhile.
  if (missing.length > 0) void showPhotosWhenRead(stored.menu, missing);
  else void forgetOtherPhotos(ids);
}

async function showPhotosWhenRead(menu: Menu, missing: readonly string[]): Promise<void> {
  try {
    await fetchMissingPhotos(missing);
  } catch (error) {
    console.warn("The menu's photos could not be read now:", error);
    return;
  }
  const stored = await readStoredMenu();
  if (stored?.menu !== undefined && JSON.stringify(stored.menu) !== JSON.stringify(menu)) return;
  applyMenu(menu, await photosOnDevice(photoIdsOf(menu.drinks)));
  revalidateWhenIdle();
}
