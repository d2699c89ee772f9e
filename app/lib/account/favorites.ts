import { findProduct } from "~/lib/catalogue";

import { readAnonymousFavorites, readFavorites, writeAnonymousFavorites, writeFavorites } from "./account-storage";
import type { AppUser } from "./user";

export function toggleFavorite(favorites: readonly string[], description: string): string[] {
  return favorites.includes(description)
    ? favorites.filter((favorite) => favorite !== description)
    : [...favorites, description];
}

export function mergeFavorites(user: readonly string[], anonymous: readonly string[]): string[] {
  return [...new Set([...user, ...anonymous])];
}

export function knownFavorites(favorites: readonly string[]): string[] {
  return favorites.filter((description) => findProduct(description) !== undefined);
}

export async function readFavoritesOf(user: AppUser | null): Promise<string[]> {
  return knownFavorites(await (user ? readFavorites(user.uid) : readAnonymousFavorites()));
}

export function writeFavoritesOf(user: AppUser | null, favorites: string[]): void {
  if (user) writeFavorites(user.uid, favorites);
  else writeAnonymousFavorites(favorites);
}

/** On sign-in, what was favourited anonymously joins the user's list and leaves the visit's. */
export async function adoptAnonymousFavorites(user: AppUser): Promise<void> {
  const anonymous = await readAnonymousFavorites();
  if (anonymous.length === 0) return;
  writeFavorites(user.uid, mergeFavorites(await readFavorites(user.uid), anonymous));
  writeAnonymousFavorites([]);
}
