import { describe, expect, it } from "vitest";

import { defaultShopSettings } from "~/lib/shop";

import { servedPlace } from "./served-place";

describe("servedPlace", () => {
  it("fills the city and the state of a shop that delivers to one city, in as many areas as it has", () => {
    const recife = [{ city: "Recife" }, { city: " recife " }, { city: "Recife" }];
    expect(servedPlace(recife, "PE")).toEqual({ cities: ["Recife"], cidade: "Recife", uf: "PE" });
  });

  it("offers the cities of a shop that delivers to several, and fills only the state", () => {
    expect(servedPlace(defaultShopSettings.deliveryAreas, "PE")).toEqual({
      cities: ["Recife", "Olinda", "Jaboatão dos Guararapes"],
      cidade: "",
      uf: "PE",
    });
  });

  it("fills nothing for a shop with no delivery area", () => {
    expect(servedPlace([], "PE")).toEqual({ cities: [], cidade: "", uf: "" });
  });
});
