import { readEntries, writeRaw } from "~/lib/platform";

import type { ShopSettings } from "./shop-settings";

const settingsSchema = () => import("./shop-settings-schema").then((module) => module.shopSettingsSchema);

/** The shop's settings last seen (for offline visits); null when none were, or they cannot be read. */
export async function readShopSettings(): Promise<ShopSettings | null> {
  const [entry] = await readEntries("shopSettings", settingsSchema);
  return entry?.value ?? null;
}

export function writeShopSettings(settings: ShopSettings): void {
  writeRaw("shopSettings", settings);
}
