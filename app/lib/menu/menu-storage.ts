import { importWhenReachable, readEntries, readRaw, writeRaw } from "~/lib/platform";

import type { StoredMenu } from "./menu-schema";

const storedMenuSchema = () => import("./menu-schema").then((module) => module.storedMenuSchema);

/** The Dono's menu last seen on this device (offline included); null when none was, or it cannot be read. */
export async function readStoredMenu(): Promise<StoredMenu | null> {
  const [entry] = await readEntries("menu", storedMenuSchema);
  return entry?.value ?? null;
}

export function writeStoredMenu(stored: StoredMenu): void {
  writeRaw("menu", stored);
}

let applied: string | null = null;

/**
 * Before a page prices anything: the menu this device keeps becomes the catalogue. Nothing loads on a device
 * that never saw one; each stored menu is applied once.
 */
export async function menuOnDevice(): Promise<void> {
  const raw = readRaw("menu", "local");
  if (raw === applied) return;
  const [stored, live] = await Promise.all([readStoredMenu(), importWhenReachable(() => import("./live-menu"))]);
  if (stored) live.applyMenu(stored.menu);
  else live.forgetMenu();
  applied = raw;
}

/** The version this device's menu was saved at; null: the build's catalogue. */
export function storedMenuVersion(): string | null {
  const raw = readRaw("menu", "local");
  if (raw === null) return null;
  try {
    const version: unknown = (JSON.parse(raw) as { version?: unknown }).version;
    return typeof version === "string" ? version : null;
  } catch {
    return null;
  }
}
