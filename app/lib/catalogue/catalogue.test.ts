import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { catalogue, findProduct, productImageSize, productPath, productTypes } from "./catalogue";

const productSchema = z.object({
  description: z.string().min(1),
  type: z.enum(productTypes),
  price: z.number().min(6.9).max(22.9).multipleOf(0.01),
  image: z.string().regex(/^\/coffees\/[a-z-]+\.svg$/),
  details: z.string().min(20),
  ingredients: z.array(z.string().min(1)).min(1),
});

const expected: [string, string, number][] = [
  ["Expresso Tradicional", "Tradicional", 6.9],
  ["Expresso Americano", "Tradicional", 7.5],
  ["Expresso Cremoso", "Tradicional", 8.5],
  ["Café com Leite", "Tradicional", 8.9],
  ["Latte", "Tradicional", 12.5],
  ["Expresso Gelado", "Gelado", 9.9],
  ["Cold Brew", "Gelado", 13.9],
  ["Frappé de Caramelo", "Gelado", 15.9],
  ["Capuccino", "Especial", 11.9],
  ["Macchiato", "Especial", 10.9],
  ["Mocaccino", "Especial", 13.5],
  ["Árabe", "Especial", 14.9],
  ["Cubano", "Alcoólico", 18.9],
  ["Irlandês", "Alcoólico", 22.9],
];

describe("catalogue", () => {
  it("is exactly the 14 products of the menu, in order, with their types and prices", () => {
    expect(catalogue.map((p) => [p.description, p.type, p.price])).toEqual(expected);
  });

  it("validates every product against the schema", () => {
    expect(() => z.array(productSchema).parse(catalogue)).not.toThrow();
  });

  it("has unique descriptions", () => {
    expect(new Set(catalogue.map((p) => p.description)).size).toBe(catalogue.length);
  });

  it("ships every image in public/ at the size the pages reserve", () => {
    for (const product of catalogue) {
      const file = join(process.cwd(), "public", product.image);
      expect(existsSync(file), product.image).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain(`width="${productImageSize.width}"`);
      expect(svg).toContain(`height="${productImageSize.height}"`);
    }
  });

  it("notes allergens: milk for milk drinks, alcohol for the alcoholic ones", () => {
    for (const product of catalogue) {
      const text = product.ingredients.join(" ").toLowerCase();
      if (/leite|chantili|creme/.test(text.replace("contém leite e derivados", ""))) {
        expect(product.ingredients, product.description).toContain("Contém leite e derivados");
      }
      if (product.type === "Alcoólico") expect(product.ingredients, product.description).toContain("Contém álcool");
    }
  });

  it("finds a product by its exact description and builds its encoded path", () => {
    expect(findProduct("Árabe")?.price).toBe(14.9);
    expect(findProduct("arabe")).toBeUndefined();
    expect(findProduct(decodeURIComponent("Irlande%CC%82s"))?.description).toBe("Irlandês");
    expect(findProduct("A\u0301rabe")?.description).toBe("Árabe");
    expect(productPath({ description: "Café com Leite" })).toBe("/product/Caf%C3%A9%20com%20Leite");
  });
});
