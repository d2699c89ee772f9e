import { readEntries, readRaw, writeRaw } from "~/lib/platform";

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
