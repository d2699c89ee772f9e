import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { directImports, readIndexExports } from "../scripts/direct-feature-imports";

const index = `export type { CartCommand } from "./cart-intents";
export { applyCartCommand, parseCartForm } from "./cart-intents";
export {
  addLine,
  cartTotal as totalOfCart,
} from "./cart";`;

describe("direct feature imports", () => {
  it("reads what an index re-exports and from where, leaving types out", () => {
    const exports = readIndexExports(index);
    expect(exports.get("parseCartForm")).toEqual({ from: "./cart-intents", name: "parseCartForm" });
    expect(exports.get("totalOfCart")).toEqual({ from: "./cart", name: "cartTotal" });
    expect(exports.has("CartCommand")).toBe(false);
  });

  it("imports each name from its own module, keeping local names", () => {
    expect(directImports(" addLine, parseCartForm as parse, totalOfCart ", "cart", readIndexExports(index))).toBe(
      'import { addLine, cartTotal as totalOfCart } from "~/lib/cart/cart"; ' +
        'import { parseCartForm as parse } from "~/lib/cart/cart-intents";',
    );
  });

  it("gives up on a name the index does not export, so the build can say so", () => {
    expect(directImports("nothingHere", "cart", readIndexExports(index))).toBeUndefined();
  });

  it("understands every index and ui in app/lib: each line is a re-export it reads", () => {
    const lib = join(process.cwd(), "app", "lib");
    const surfaces = readdirSync(lib).flatMap((feature) =>
      ["index.ts", "ui.ts"].map((file) => join(lib, feature, file)).filter((file) => existsSync(file)),
    );
    expect(surfaces.length).toBeGreaterThan(readdirSync(lib).length);
    for (const feature of surfaces) {
      const source = readFileSync(feature, "utf8");
      const valueExports = source.match(/^export \{/gm)?.length ?? 0;
      const modules = new Set([...readIndexExports(source).values()].map((target) => target.from));
      expect(modules.size, feature).toBe(valueExports);
      expect(source.replace(/export (type )?\{[^}]*\} from "[^"]+";/g, "").trim(), feature).toBe("");
    }
  });
});
