/** A static host sends `/?tipo=…` the HTML of `/` (docs/decisions/0011-url-filters-before-hydration.md). */
import { parseStoredEntries, readableValues } from "~/lib/platform";

import type { Product } from "./catalogue";
import { filterProducts, isFilterActive, noFavoritesYet, parseCatalogueFilter } from "./filters";

type Card = Pick<Product, "description" | "type">;

/** On <html>: the keys of the cards the filter leaves out, space-separated (CSS `~=`). */
export const HIDE_ATTRIBUTE = "data-hide";
export const CARD_ATTRIBUTE = "data-card";
/** On <html>, only while a filter is in the URL: its words, space-separated (CSS `~=`). */
export const FILTER_ATTRIBUTE = "data-filter";
export const FILTER_WORD_ATTRIBUTE = "data-filter-word";
export const FAVORITES_WORD = "favoritos";
export const EMPTY_WORD = "vazio";
export const NO_FAVORITES_WORD = "sem-favoritos";

/** A word, unlike the card's name, so CSS `~=` can match it. */
export function cardKey(index: number): string {
  return `c${index}`;
}

/** The key of the prerendered card a product's is: by its place in the build's list, whatever the menu's order. */
export function cardKeyOf(cards: readonly Card[], description: string): string | undefined {
  const index = cards.findIndex((card) => card.description === description);
  return index < 0 ? undefined : cardKey(index);
}

/** Each stored entry as it is: a favourite only counts when it is a card's name. */
const anyEntry = { safeParse: (data: unknown) => ({ success: true as const, data }) };

interface FirstPaintMarks {
  hide: string;
  filter: string;
}

/** Whether the menu this device keeps, as stored, has the category: unparsed, as the favourites. */
function keptCategory(storedMenu: string | null, category: string): boolean {
  try {
    const categories: unknown = (JSON.parse(storedMenu ?? "null") as { menu?: { categories?: unknown } } | null)?.menu
      ?.categories;
    return Array.isArray(categories) && categories.includes(category);
  } catch {
    return false;
  }
}

/** Favourites are read as stored, as the home page's clientLoader does: sign-in is not known yet. */
export function firstPaintMarks(
  cards: readonly Card[],
  search: string,
  readFavorites: () => string | null,
  readMenu: () => string | null = () => null,
): FirstPaintMarks | null {
  const params = new URLSearchParams(search);
  const filter = parseCatalogueFilter(params);
  const tipo = params.get("tipo") ?? "";
  // A category of the Dono's that this device knows: none of the build's cards is in it; the app shows its own.
  if (filter.tipo === null && tipo !== "" && keptCategory(readMenu(), tipo)) {
    return { hide: cards.map((_, index) => cardKey(index)).join(" "), filter: "" };
  }
  if (!isFilterActive(filter)) return null;
  const stored = filter.favoritos ? readableValues(parseStoredEntries(readFavorites(), anyEntry)) : [];
  const favorites = cards.flatMap((card) => (stored.includes(card.description) ? [card.description] : []));
  const shown = filterProducts(cards, filter, favorites);
  const words = [filter.tipo ?? "", filter.favoritos ? FAVORITES_WORD : ""];
  if (shown.length === 0) words.push(EMPTY_WORD, noFavoritesYet(filter, favorites) ? NO_FAVORITES_WORD : "");
  return {
    hide: cards.flatMap((card, index) => (shown.includes(card) ? [] : [cardKey(index)])).join(" "),
    filter: words.filter(Boolean).join(" "),
  };
}

export function markFirstPaint(
  root: Element,
  cards: readonly Card[],
  search: string,
  readFavorites: () => string | null,
  readMenu?: () => string | null,
): void {
  const marks = firstPaintMarks(cards, search, readFavorites, readMenu);
  if (!marks) return;
  root.setAttribute(HIDE_ATTRIBUTE, marks.hide);
  root.setAttribute(FILTER_ATTRIBUTE, marks.filter);
}

/** Once the app shows the filter, its later changes must not meet the first paint's marks. */
export function clearFirstPaintMarks(root: Element): void {
  root.removeAttribute(HIDE_ATTRIBUTE);
  root.removeAttribute(FILTER_ATTRIBUTE);
}
