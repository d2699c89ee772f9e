import { type Product, productTypes } from "./catalogue";

export interface CatalogueFilter {
  nome: string;
  tipo: string | null;
  favoritos: boolean;
}

/** Lower-case without accents, so "cafe" finds "Café" and "IRL" finds "Irlandês". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR");
}

/** Anything unknown is ignored rather than shown as an error; `categories`: the shop's now (the build's at first). */
export function parseCatalogueFilter(
  params: URLSearchParams,
  categories: readonly string[] = productTypes,
): CatalogueFilter {
  // Not trimmed: the search box shows this value back while the shopper types "café com".
  const nome = params.get("nome") ?? "";
  const tipo = params.get("tipo") ?? "";
  return { nome, tipo: categories.includes(tipo) ? tipo : null, favoritos: params.get("favoritos") === "1" };
}

export function isFilterActive(filter: CatalogueFilter): boolean {
  return filter.nome.trim() !== "" || filter.tipo !== null || filter.favoritos;
}

export function filterProducts<P extends Pick<Product, "description" | "name" | "type">>(
  products: readonly P[],
  filter: CatalogueFilter,
  favorites: readonly string[] = [],
): P[] {
  const prefix = foldForSearch(filter.nome.trimStart());
  return products.filter(
    (product) =>
      foldForSearch(product.name ?? product.description).startsWith(prefix) &&
      (filter.tipo === null || product.type === filter.tipo) &&
      (!filter.favoritos || favorites.includes(product.description)),
  );
}

/** `favorites`: the ones still in the catalogue. */
export function noFavoritesYet(filter: CatalogueFilter, favorites: readonly string[]): boolean {
  return filter.favoritos && favorites.length === 0;
}

export function filterSearch(filter: CatalogueFilter): string {
  const params = new URLSearchParams();
  if (filter.nome.trim() !== "") params.set("nome", filter.nome);
  if (filter.tipo) params.set("tipo", filter.tipo);
  if (filter.favoritos) params.set("favoritos", "1");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The history state of a search the box itself typed: its text is in the box already, or more after it. */
export const TYPED_IN_SEARCH_BOX = { typedInSearchBox: true } as const;

/**
 * Whether the search box takes the URL's name on arriving at a page: on back/forward and on any other way
 * there (a button, a link), but not on its own search, whose page can arrive after the next letter was typed.
 */
export function searchBoxFollowsUrl(navigationType: "POP" | "PUSH" | "REPLACE", historyState: unknown): boolean {
  if (navigationType === "POP") return true;
  return !(
    typeof historyState === "object" &&
    historyState !== null &&
    (historyState as Record<string, unknown>).typedInSearchBox === true
  );
}
