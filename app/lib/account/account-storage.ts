import { readableValues, readEntries, readRaw, writeRaw } from "~/lib/platform";

import type { PendingOrderMove } from "./account-schemas";

const favoriteSchema = () => import("./account-schemas").then((module) => module.favoriteSchema);
const orderMoveSchema = () => import("./account-schemas").then((module) => module.pendingOrderMoveSchema);

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
