/**
 * The URL's filter on the first paint of the prerendered home page
 * (docs/decisions/0011-url-filters-before-hydration.md). A static host sends `/?tipo=Gelado` the
 * same HTML as `/`: every card, the filter panel closed, the empty message hidden. A script
 * inlined in <head> (`markFirstPaint`, bundled with the catalogue's names and types by
 * scripts/bundle-first-paint-script.ts) runs before the first frame and marks <html> with what this
 * URL changes; static CSS generated from the same constants hides and shows the rest. Once
 * React renders the URL's filter from its own data, the home page takes the marks off.
 */
import { parseStoredEntries, readableValues } from "~/lib/platform";

import type { Product } from "./catalogue";
import { filterProducts, isFilterActive, noFavoritesYet, parseCatalogueFilter } from "./filters";

type Card = Pick<Product, "description" | "type">;

/** On <html>: the keys of the cards the filter leaves out, space-separated (CSS `~=`). */
export const HIDE_ATTRIBUTE = "data-hide";
/** On each card: its key (components/ProductCard.tsx writes it out). */
export const CARD_ATTRIBUTE = "data-card";
/**
 * On <html>, only while a filter is in the URL: its words (CSS `~=`), the type and `favoritos`
 * as the buttons showing them say in FILTER_WORD_ATTRIBUTE, then EMPTY_WORD when nothing
 * matches and NO_FAVORITES_WORD when that is because there are no favourites yet.
 */
export const FILTER_ATTRIBUTE = "data-filter";
/** On each of the panel's type and favourites buttons: the word that presses it (components/CatalogueFilters.tsx). */
export const FILTER_WORD_ATTRIBUTE = "data-filter-word";
export const FAVORITES_WORD = "favoritos";
export const EMPTY_WORD = "vazio";
export const NO_FAVORITES_WORD = "sem-favoritos";

/** The key of the catalogue's `index`-th card: a word, unlike its name. */
export function cardKey(index: number): string {
  return `c${index}`;
}

/** Each stored entry as it is: a favourite only counts when it is a card's name. */
const anyEntry = { safeParse: (data: unknown) => ({ success: true as const, data }) };

interface FirstPaintMarks {
  hide: string;
  filter: string;
}

/**
 * What <html> is marked with for `search` (location.search); null when it holds no filter and
 * the HTML is right as it is. `readFavorites` gives this visit's favourites as stored (only read
 * for `favoritos=1`): the list the home page's clientLoader reads on hydration, when sign-in is
 * not known yet.
 */
export function firstPaintMarks(
  cards: readonly Card[],
  search: string,
  readFavorites: () => string | null,
): FirstPaintMarks | null {
  const filter = parseCatalogueFilter(new URLSearchParams(search));
  if (!isFilterActive(filter)) return null;
  const stored = filter.favoritos ? readableValues(parseStoredEntries(readFavorites(), anyEntry)) : [];
  // The favourites still in the catalogue, as the home page counts them.
  const favorites = cards.flatMap((card) => (stored.includes(card.description) ? [card.description] : []));
  const shown = filterProducts(cards, filter, favorites);
  const words = [filter.tipo ?? "", filter.favoritos ? FAVORITES_WORD : ""];
  if (shown.length === 0) words.push(EMPTY_WORD, noFavoritesYet(filter, favorites) ? NO_FAVORITES_WORD : "");
  return {
    hide: cards.flatMap((card, index) => (shown.includes(card) ? [] : [cardKey(index)])).join(" "),
    filter: words.filter(Boolean).join(" "),
  };
}

/** The inline script: marks `root` (<html>) for this URL before the first frame. */
export function markFirstPaint(
  root: Element,
  cards: readonly Card[],
  search: string,
  readFavorites: () => string | null,
): void {
  const marks = firstPaintMarks(cards, search, readFavorites);
  if (!marks) return;
  root.setAttribute(HIDE_ATTRIBUTE, marks.hide);
  root.setAttribute(FILTER_ATTRIBUTE, marks.filter);
}

/** The app shows the filter itself from now on: its later changes must not meet the first paint's marks. */
export function clearFirstPaintMarks(root: Element): void {
  root.removeAttribute(HIDE_ATTRIBUTE);
  root.removeAttribute(FILTER_ATTRIBUTE);
}
