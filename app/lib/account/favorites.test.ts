// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";

import { favoriteFormSchema } from "./favorite-intents";
import {
  adoptAnonymousFavorites,
  knownFavorites,
  mergeFavorites,
  readFavoritesOf,
  toggleFavorite,
  writeFavoritesOf,
} from "./favorites";

const ana = { uid: "ana", name: "Ana", email: null, photo: null };
const bia = { uid: "bia", name: "Bia", email: null, photo: null };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("favourites", () => {
  it("toggles on and off", () => {
    expect(toggleFavorite([], "Latte")).toEqual(["Latte"]);
    expect(toggleFavorite(["Latte", "Cubano"], "Latte")).toEqual(["Cubano"]);
  });

  it("merges without repeats, the user's first", () => {
    expect(mergeFavorites(["Latte", "Cubano"], ["Árabe", "Latte"])).toEqual(["Latte", "Cubano", "Árabe"]);
  });

  it("keeps only products on the menu", () => {
    expect(knownFavorites(["Latte", "Chá Mate"])).toEqual(["Latte"]);
  });

  it("keeps each user's list apart, and the anonymous one in the visit's storage", async () => {
    writeFavoritesOf(ana, ["Latte"]);
    writeFavoritesOf(bia, ["Cubano"]);
    writeFavoritesOf(null, ["Árabe"]);
    expect(await readFavoritesOf(ana)).toEqual(["Latte"]);
    expect(await readFavoritesOf(bia)).toEqual(["Cubano"]);
    expect(await readFavoritesOf(null)).toEqual(["Árabe"]);
    expect(localStorage.getItem("favorites_ana")).toBe('["Latte"]');
    expect(sessionStorage.getItem("favorites_anonymous")).toBe('["Árabe"]');
    expect(localStorage.getItem("favorites_anonymous")).toBeNull();
  });

  it("moves the anonymous favourites into the user's list on sign-in", async () => {
    writeFavoritesOf(ana, ["Latte"]);
    writeFavoritesOf(null, ["Árabe", "Latte"]);
    await adoptAnonymousFavorites(ana);
    expect(await readFavoritesOf(ana)).toEqual(["Latte", "Árabe"]);
    expect(await readFavoritesOf(null)).toEqual([]);
  });

  it("accepts a toggle form only for a product on the menu", () => {
    expect(favoriteFormSchema.safeParse({ intent: "toggle-favorite", description: "Latte" }).success).toBe(true);
    expect(favoriteFormSchema.safeParse({ intent: "toggle-favorite", description: "Chá" }).success).toBe(false);
    expect(favoriteFormSchema.safeParse({ intent: "delete", description: "Latte" }).success).toBe(false);
  });
});
