import { describe, expect, it } from "vitest";

import { catalogue } from "~/lib/catalogue";
import { APP_SHELL_FILE, decomposedSpellings, isShellFile, nfcPath, pageFile, prerenderedPaths } from "~/lib/pages";

import { precacheUrlOf } from "../scripts/sw-navigation";

describe("prerendered pages", () => {
  it("are the home page, every coffee, the cart, the order, Admin and Meus pedidos", () => {
    const paths = prerenderedPaths();
    expect(paths).toHaveLength(1 + catalogue.length + 4);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/product/Latte", "/Carrinho", "/order-done", "/Admin", "/pedidos"]),
    );
    expect(paths).toContain("/product/Irland%C3%AAs");
    expect(paths).toContain("/product/Expresso%20Tradicional");
  });

  it("each have a file of their own, decoded, where cleanUrls looks for it", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/Carrinho")).toBe("Carrinho.html");
    expect(pageFile("/product/Irland%C3%AAs")).toBe("product/Irlandês.html");
    expect(pageFile("/product/Expresso%20Tradicional")).toBe("product/Expresso Tradicional.html");
    const files = prerenderedPaths().map(pageFile);
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain(APP_SHELL_FILE);
  });

  it("tell the shells, which the app draws, from the pages whose HTML is the page", () => {
    for (const file of ["order-done.html", "pedidos.html", APP_SHELL_FILE]) expect(isShellFile(file), file).toBe(true);
    for (const file of ["index.html", "product/Latte.html", "product/Irlandês.html", "Carrinho.html", "Admin.html"])
      expect(isShellFile(file), file).toBe(false);
  });

  it("refuse a path that would name a file outside its folder", () => {
    for (const path of ["/product/..", "/product/a%2Fb", "/a//b", "/product/"])
      expect(() => pageFile(path), path).toThrow();
  });

  it("are precached under the clean URL they are served at", () => {
    expect(precacheUrlOf("index.html")).toBe("/");
    expect(precacheUrlOf("404.html")).toBe("/404");
    expect(precacheUrlOf("product/Irlandês.html")).toBe("/product/Irland%C3%AAs");
    expect(precacheUrlOf("product/Expresso Tradicional.html")).toBe("/product/Expresso%20Tradicional");
  });
});
