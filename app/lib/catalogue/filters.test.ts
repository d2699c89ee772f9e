import { describe, expect, it } from "vitest";

import { catalogue } from "./catalogue";
import {
  filterProducts,
  filterSearch,
  foldForSearch,
  isFilterActive,
  parseCatalogueFilter,
  searchBoxFollowsUrl,
  TYPED_IN_SEARCH_BOX,
} from "./filters";

const names = (nome: string, tipo: Parameters<typeof filterProducts>[1]["tipo"] = null) =>
  filterProducts(catalogue, { nome, tipo, favoritos: false }).map((p) => p.description);

describe("filterProducts", () => {
  it("returns everything with an empty filter", () => {
    expect(names("")).toHaveLength(14);
  });

  it("matches the start of the description, ignoring case and accents", () => {
    expect(names("irl")).toEqual(["Irlandês"]);
    expect(names("IRL")).toEqual(["Irlandês"]);
    expect(names("cafe")).toEqual(["Café com Leite"]);
    expect(names("arab")).toEqual(["Árabe"]);
    expect(names("expresso")).toEqual([
      "Expresso Tradicional",
      "Expresso Americano",
      "Expresso Cremoso",
      "Expresso Gelado",
    ]);
  });

  it("does not match in the middle of the description", () => {
    expect(names("leite")).toEqual([]);
  });

  it("filters by exact type and combines with the name", () => {
    expect(names("", "Alcoólico")).toEqual(["Cubano", "Irlandês"]);
    expect(names("expresso", "Gelado")).toEqual(["Expresso Gelado"]);
    expect(names("latte", "Gelado")).toEqual([]);
  });

  it("shows only favourites when asked, combined with the rest", () => {
    const favorites = ["Latte", "Cubano", "Chá Mate"];
    const only = (nome: string, tipo: "Alcoólico" | null = null) =>
      filterProducts(catalogue, { nome, tipo, favoritos: true }, favorites).map((p) => p.description);
    expect(only("")).toEqual(["Latte", "Cubano"]);
    expect(only("", "Alcoólico")).toEqual(["Cubano"]);
    expect(only("lat")).toEqual(["Latte"]);
    expect(filterProducts(catalogue, { nome: "", tipo: null, favoritos: true }, [])).toEqual([]);
  });

  it("ignores leading spaces but keeps inner ones", () => {
    expect(names("  cafe com")).toEqual(["Café com Leite"]);
  });
});

describe("URL filter", () => {
  it("parses nome and a known tipo, ignores an unknown tipo", () => {
    expect(parseCatalogueFilter(new URLSearchParams("nome=caf&tipo=Gelado"))).toEqual({
      nome: "caf",
      tipo: "Gelado",
      favoritos: false,
    });
    expect(parseCatalogueFilter(new URLSearchParams("tipo=Chá&favoritos=1"))).toEqual({
      nome: "",
      tipo: null,
      favoritos: true,
    });
  });

  it("writes only the parameters in use", () => {
    expect(filterSearch({ nome: "", tipo: null, favoritos: false })).toBe("");
    expect(filterSearch({ nome: "café", tipo: null, favoritos: false })).toBe("?nome=caf%C3%A9");
    expect(filterSearch({ nome: " ", tipo: "Especial", favoritos: true })).toBe("?tipo=Especial&favoritos=1");
  });

  it("knows when a filter is active", () => {
    expect(isFilterActive({ nome: " ", tipo: null, favoritos: false })).toBe(false);
    expect(isFilterActive({ nome: "a", tipo: null, favoritos: false })).toBe(true);
    expect(isFilterActive({ nome: "", tipo: "Gelado", favoritos: false })).toBe(true);
    expect(isFilterActive({ nome: "", tipo: null, favoritos: true })).toBe(true);
  });

  it("folds accents and case", () => {
    expect(foldForSearch("Frappé ÁRABE Irlandês")).toBe("frappe arabe irlandes");
  });
});

describe("searchBoxFollowsUrl", () => {
  it("leaves the box alone on the page of a search it typed, which may arrive after the next letter", () => {
    expect(searchBoxFollowsUrl("PUSH", TYPED_IN_SEARCH_BOX)).toBe(false);
    expect(searchBoxFollowsUrl("REPLACE", TYPED_IN_SEARCH_BOX)).toBe(false);
  });

  it("takes the URL's name on back/forward, even to a page the box typed", () => {
    expect(searchBoxFollowsUrl("POP", TYPED_IN_SEARCH_BOX)).toBe(true);
    expect(searchBoxFollowsUrl("POP", null)).toBe(true);
  });

  it("takes it from any other way there: a button, a link, another state", () => {
    expect(searchBoxFollowsUrl("PUSH", null)).toBe(true);
    expect(searchBoxFollowsUrl("PUSH", { key: "x" })).toBe(true);
    expect(searchBoxFollowsUrl("REPLACE", { typedInSearchBox: "yes" })).toBe(true);
  });
});
