import { describe, expect, it } from "vitest";
import { catalogue } from "~/lib/catalogue";
import { filterProducts, filterSearch, foldForSearch, isFilterActive, parseCatalogueFilter } from "~/lib/filters";

const names = (nome: string, tipo: Parameters<typeof filterProducts>[1]["tipo"] = null) =>
  filterProducts(catalogue, { nome, tipo }).map((p) => p.description);

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

  it("ignores leading spaces but keeps inner ones", () => {
    expect(names("  cafe com")).toEqual(["Café com Leite"]);
  });
});

describe("URL filter", () => {
  it("parses nome and a known tipo, ignores an unknown tipo", () => {
    expect(parseCatalogueFilter(new URLSearchParams("nome=caf&tipo=Gelado"))).toEqual({ nome: "caf", tipo: "Gelado" });
    expect(parseCatalogueFilter(new URLSearchParams("tipo=Chá"))).toEqual({ nome: "", tipo: null });
  });

  it("writes only the parameters in use", () => {
    expect(filterSearch({ nome: "", tipo: null })).toBe("");
    expect(filterSearch({ nome: "café", tipo: null })).toBe("?nome=caf%C3%A9");
    expect(filterSearch({ nome: " ", tipo: "Especial" })).toBe("?tipo=Especial");
  });

  it("knows when a filter is active", () => {
    expect(isFilterActive({ nome: " ", tipo: null })).toBe(false);
    expect(isFilterActive({ nome: "a", tipo: null })).toBe(true);
    expect(isFilterActive({ nome: "", tipo: "Gelado" })).toBe(true);
  });

  it("folds accents and case", () => {
    expect(foldForSearch("Frappé ÁRABE Irlandês")).toBe("frappe arabe irlandes");
  });
});
