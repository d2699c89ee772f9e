import { describe, expect, it } from "vitest";

import { catalogueMenu, productOf } from "./menu";
import { photoIdOf, photoIdsOf, photoImage, pictureOf } from "./menu-photo";

const ID = "0123456789abcdef01234567";

describe("a drink's photo in the menu", () => {
  it("is named by its id; a drawing, or anything else, names none", () => {
    expect(photoIdOf(photoImage(ID))).toBe(ID);
    expect(photoIdOf("/coffees/latte.svg")).toBeNull();
    expect(photoIdOf("photo:../../shop/settings")).toBeNull();
    expect(photoIdsOf([{ image: photoImage(ID) }, { image: "/coffees/latte.svg" }])).toEqual([ID]);
  });

  it("shows once on the device, its type's drawing until then; the build's drawings as they are", () => {
    const latte = { ...catalogueMenu().drinks.find((drink) => drink.id === "Latte")!, image: photoImage(ID) };
    expect(pictureOf(latte, new Map([[ID, "data:image/webp;base64,AQID"]]))).toBe("data:image/webp;base64,AQID");
    expect(pictureOf(latte, new Map())).toBe("/coffees/expresso-tradicional.svg");
    expect(pictureOf({ image: "/coffees/latte.svg", type: "Especial" }, new Map())).toBeUndefined();
  });

  it("a product keeps the menu's name for it (what a cart line stores) and shows the photo", () => {
    const latte = { ...catalogueMenu().drinks.find((drink) => drink.id === "Latte")!, image: photoImage(ID) };
    const product = productOf(latte, new Map([[ID, "data:image/webp;base64,AQID"]]));
    expect(product.image).toBe(photoImage(ID));
    expect(product.photo).toBe("data:image/webp;base64,AQID");
    expect(productOf(catalogueMenu().drinks[0]!).photo).toBeUndefined();
  });
});
