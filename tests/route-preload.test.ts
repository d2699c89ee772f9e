import { describe, expect, it } from "vitest";
import { routePreloadScript, routePreloadTable, type ManifestRoute } from "../scripts/route-preload";

const routes: Record<string, ManifestRoute> = {
  root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js"], css: ["/assets/root.css"] },
  "routes/$": { id: "routes/$", parentId: "root", path: "*", module: "/assets/splat.js" },
  "routes/product.$description": {
    id: "routes/product.$description",
    parentId: "root",
    path: "product/:description",
    module: "/assets/product.js",
    imports: ["/assets/react.js", "/assets/card.js"],
    css: ["/assets/product.css"],
  },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: "/assets/home.js", css: ["/assets/root.css", "/assets/home.css"] },
  "routes/Carrinho": { id: "routes/Carrinho", parentId: "root", path: "Carrinho", module: "/assets/cart.js" },
};
const loaded = new Set(["/assets/root.js", "/assets/react.js", "/assets/root.css"]);

/** Which files the browser side asks for at `pathname`, run against fake import/fetch. */
function preloadsAt(pathname: string): string[] {
  const asked: string[] = [];
  const record = (url: string) => {
    asked.push(url);
    return Promise.resolve();
  };
  // `import(` is syntax, not a function: the test renames it to a parameter it can observe.
  new Function("location", "importModule", "fetch", routePreloadScript(routePreloadTable(routes, loaded)).replace(/import\(/g, "importModule("))(
    { pathname },
    record,
    record,
  );
  return asked;
}

describe("route preloads", () => {
  it("orders static routes before dynamic ones, and the splat last", () => {
    const patterns = routePreloadTable(routes, loaded).map(([pattern]) => pattern);
    expect(patterns.at(-1)).toBe("^(?:/.*)?/?$");
    expect(patterns.indexOf("^/product/[^/]+/?$")).toBeGreaterThan(patterns.indexOf("^/Carrinho/?$"));
    expect(patterns).toContain("^/$");
  });

  it("loads the matching route's module, imports and CSS, without what index.html already has", () => {
    expect(preloadsAt("/product/Caf%C3%A9%20com%20Leite")).toEqual(["/assets/product.js", "/assets/card.js", "/assets/product.css"]);
    expect(preloadsAt("/")).toEqual(["/assets/home.js", "/assets/home.css"]);
    expect(preloadsAt("/carrinho")).toEqual(["/assets/cart.js"]);
    expect(preloadsAt("/nada/aqui")).toEqual(["/assets/splat.js"]);
  });
});
