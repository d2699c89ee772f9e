import { readableValues, readEntries, readRaw, writeRaw } from "~/lib/platform";

import type { PendingOrderMove } from "./account-schemas";
import type { AppUser } from "./user";

const favoriteSchema = () => import("./account-schemas").then((module) => module.favoriteSchema);
const orderMoveSchema = () => import("./account-schemas").then((module) => module.pendingOrderMoveSchema);
const accountSnapshotSchema = () => import("./account-schemas").then((module) => module.accountSnapshotSchema);

/** sessionStorage: favourites made before signing in last for the visit only. */
const ANONYMOUS_FAVORITES_KEY = "favorites_anonymous";

const favoritesKey = (uid: string) => `favorites_${uid}` as const;

export async function readFavorites(uid: string): Promise<string[]> {
  return [...new Set(readableValues(await readEntries(favoritesKey(uid), favoriteSchema)))];
}

export function writeFavorites(uid: string, descriptions: string[]): void {
  writeRaw(favoritesKey(uid), descriptions);
}

export async function readAnonymousFavorites(): Promise<string[]> {
  return [...new Set(readableValues(await readEntries(ANONYMOUS_FAVORITES_KEY, favoriteSchema, "session")))];
}

/** Unparsed: the first paint's script runs before any module and cannot wait for the schemas. */
export function readStoredAnonymousFavorites(): string | null {
  return readRaw(ANONYMOUS_FAVORITES_KEY, "session");
}

export function writeAnonymousFavorites(descriptions: string[]): void {
  writeRaw(ANONYMOUS_FAVORITES_KEY, descriptions, "session");
}

export async function readPendingOrderMove(): Promise<PendingOrderMove | null> {
  const [entry] = await readEntries("pendingOrderMove", orderMoveSchema);
  return entry?.value ?? null;
}

export function writePendingOrderMove(move: PendingOrderMove | null): void {
  writeRaw("pendingOrderMove", move);
}

/** undefined: no account stored (or none this version reads), so only Firebase can say. */
export async function readAccountSnapshot(): Promise<AppUser | null | undefined> {
  const [entry] = await readEntries("accountSnapshot", accountSnapshotSchema);
  return entry?.value ? entry.value.user : undefined;
}

/** Written only when it changes: every write makes the open pages read their loaders again. */
export function writeAccountSnapshot(user: AppUser | null): void {
  const snapshot = { user };
  if (readRaw("accountSnapshot", "local") === JSON.stringify(snapshot)) return;
  writeRaw("accountSnapshot", snapshot);
}

/** "Excluir meus dados": the account's favourites on this device, and the visit's. */
export function forgetFavorites(uid: string | null): void {
  if (uid) writeFavorites(uid, []);
  writeAnonymousFavorites([]);
}
