// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";

import { readFavoritesOf, readStoredAnonymousFavorites } from "~/lib/account";

import { catalogue } from "./catalogue";
import { filterProducts, noFavoritesYet, parseCatalogueFilter } from "./filters";
import {
  cardKey,
  cardKeyOf,
  clearFirstPaintMarks,
  FILTER_ATTRIBUTE,
  firstPaintMarks,
  HIDE_ATTRIBUTE,
  markFirstPaint,
} from "./first-paint-filter";

const cards = catalogue.map(({ description, type }) => ({ description, type }));
const nothingStored = () => null;
const stored = (value: unknown) => () => JSON.stringify(value);

/** The names of the cards the marks leave on screen. */
function shownBy(marks: { hide: string } | null): string[] {
  const hidden = new Set(marks?.hide.split(" "));
  return cards.flatMap((card, index) => (hidden.has(cardKey(index)) ? [] : [card.description]));
}

describe("firstPaintMarks", () => {
  it("leaves the HTML alone when the URL holds no filter, or none the app reads", () => {
    for (const search of ["", "?", "?tipo=Pizza", "?nome=%20%20", "?favoritos=0", "?utm_source=whatsapp"])
      expect(firstPaintMarks(cards, search, nothingStored), search).toBeNull();
  });

  it("hides the build's cards for a category of the Dono's this device's menu has: the app shows its own", () => {
    const menu = () => JSON.stringify({ version: "v1", menu: { categories: ["Tradicional", "Salgados"] } });
    const marks = firstPaintMarks(cards, "?tipo=Salgados", nothingStored, menu);
    expect(shownBy(marks)).toEqual([]);
    // Not "vazio": the app, not the first paint, knows whether the category has anything.
    expect(marks?.filter).toBe("");
    // A category no menu here has, or a menu that cannot be read: the HTML as it is, as if the script failed.
    expect(firstPaintMarks(cards, "?tipo=Pizza", nothingStored, menu)).toBeNull();
    expect(firstPaintMarks(cards, "?tipo=Salgados", nothingStored)).toBeNull();
    expect(firstPaintMarks(cards, "?tipo=Salgados", nothingStored, () => "{not json")).toBeNull();
    expect(firstPaintMarks(cards, "?tipo=Salgados", nothingStored, () => '{"menu":null}')).toBeNull();
  });

  it("hides the cards of other types and says which type is pressed", () => {
    const marks = firstPaintMarks(cards, "?tipo=Gelado", nothingStored);
    expect(shownBy(marks)).toEqual(["Expresso Gelado", "Cold Brew", "Frappé de Caramelo"]);
    expect(marks?.hide.split(" ")).toEqual(["c0", "c1", "c2", "c3", "c4", "c8", "c9", "c10", "c11", "c12", "c13"]);
    expect(marks?.filter).toBe("Gelado");
    expect(firstPaintMarks(cards, "?tipo=Alco%C3%B3lico", nothingStored)?.filter).toBe("Alcoólico");
  });

  it("searches names as the app does: the start, accents and case aside, combined with the type", () => {
    expect(shownBy(firstPaintMarks(cards, "?nome=IRL", nothingStored))).toEqual(["Irlandês"]);
    expect(shownBy(firstPaintMarks(cards, "?nome=arab", nothingStored))).toEqual(["Árabe"]);
    expect(shownBy(firstPaintMarks(cards, "?nome=expresso&tipo=Gelado", nothingStored))).toEqual(["Expresso Gelado"]);
    // A name is a filter even without a type; the panel opens for it (no type word).
    expect(firstPaintMarks(cards, "?nome=caf", nothingStored)?.filter).toBe("");
  });

  it("marks an empty result, so the message shows in place of the cards", () => {
    const marks = firstPaintMarks(cards, "?nome=pizza", nothingStored);
    expect(shownBy(marks)).toEqual([]);
    expect(marks?.filter).toBe("vazio");
  });

  it("shows this visit's favourites for ?favoritos=1, reading them only then", () => {
    let reads = 0;
    const favourites = () => {
      reads += 1;
      return JSON.stringify(["Cold Brew", "Latte"]);
    };
    firstPaintMarks(cards, "?tipo=Gelado", favourites);
    expect(reads).toBe(0);
    const marks = firstPaintMarks(cards, "?favoritos=1", favourites);
    expect(reads).toBe(1);
    expect(shownBy(marks)).toEqual(["Latte", "Cold Brew"]);
    expect(marks?.filter).toBe("favoritos");
    expect(shownBy(firstPaintMarks(cards, "?favoritos=1&tipo=Gelado", favourites))).toEqual(["Cold Brew"]);
  });

  it("says when nothing shows because there are no favourites yet, and when it is the other filters", () => {
    expect(firstPaintMarks(cards, "?favoritos=1", nothingStored)?.filter).toBe("favoritos vazio sem-favoritos");
    // Favourites the catalogue no longer has are none.
    expect(firstPaintMarks(cards, "?favoritos=1", stored(["Chá Mate"]))?.filter).toBe("favoritos vazio sem-favoritos");
    expect(firstPaintMarks(cards, "?favoritos=1&tipo=Gelado", stored(["Latte"]))?.filter).toBe(
      "Gelado favoritos vazio",
    );
  });

  it("reads stored favourites as tolerantly as the storage gateway, without failing", () => {
    expect(shownBy(firstPaintMarks(cards, "?favoritos=1", () => "{not json"))).toEqual([]);
    expect(shownBy(firstPaintMarks(cards, "?favoritos=1", () => "null"))).toEqual([]);
    expect(shownBy(firstPaintMarks(cards, "?favoritos=1", stored("Latte")))).toEqual(["Latte"]);
    expect(shownBy(firstPaintMarks(cards, "?favoritos=1", stored([1, null, { a: 1 }, "", "Cubano"])))).toEqual([
      "Cubano",
    ]);
  });
});

describe("the first paint and the home page's clientLoader", () => {
  afterEach(() => sessionStorage.clear());

  const searches = [
    "?tipo=Gelado",
    "?tipo=Especial&nome=m",
    "?nome=%20expresso%20c",
    "?nome=CAF%C3%89",
    "?nome=pizza",
    "?favoritos=1",
    "?favoritos=1&tipo=Alco%C3%B3lico",
    "?favoritos=1&nome=l",
  ];
  const storedValues = [null, "[]", '["Latte","Cubano","Latte"]', '"Irlandês"', '["Chá Mate", 7]', "{oops"];

  it("show the same cards and the same empty message, for every URL and stored favourites", async () => {
    for (const value of storedValues) {
      if (value === null) sessionStorage.removeItem("favorites_anonymous");
      else sessionStorage.setItem("favorites_anonymous", value);
      // What the clientLoader reads on hydration: sign-in is not known yet, so this visit's list.
      const favorites = await readFavoritesOf(null);
      for (const search of searches) {
        const filter = parseCatalogueFilter(new URLSearchParams(search));
        const app = filterProducts(catalogue, filter, favorites).map((product) => product.description);
        const marks = firstPaintMarks(cards, search, readStoredAnonymousFavorites);
        expect(shownBy(marks), `${search} with ${value}`).toEqual(app);
        const empty = app.length === 0;
        expect(marks?.filter.split(" ").includes("vazio"), `${search} with ${value}`).toBe(empty);
        expect(marks?.filter.split(" ").includes("sem-favoritos"), `${search} with ${value}`).toBe(
          empty && noFavoritesYet(filter, favorites),
        );
      }
    }
  });
});

describe("markFirstPaint and clearFirstPaintMarks", () => {
  it("mark <html> for a filter, leave it alone without one, and take the marks off", () => {
    const root = document.createElement("html");
    markFirstPaint(root, cards, "", nothingStored);
    expect(root.getAttributeNames()).toEqual([]);
    markFirstPaint(root, cards, "?nome=irl", nothingStored);
    expect(root.getAttribute(HIDE_ATTRIBUTE)?.split(" ")).toHaveLength(13);
    expect(root.getAttribute(FILTER_ATTRIBUTE)).toBe("");
    clearFirstPaintMarks(root);
    expect(root.getAttributeNames()).toEqual([]);
  });
});

describe("cardKeyOf", () => {
  it("keys a card by the drink's place in the build's list, whatever order the live menu shows it in", () => {
    expect(cardKeyOf(cards, "Latte")).toBe(cardKey(cards.findIndex((card) => card.description === "Latte")));
    expect(cardKeyOf(cards, "Expresso Tradicional")).toBe("c0");
  });

  it("gives a drink added in Cardápio no key: no prerendered card is its", () => {
    expect(cardKeyOf(cards, "Pão de queijo")).toBeUndefined();
  });
});
