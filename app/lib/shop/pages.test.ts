import { describe, expect, it } from "vitest";

import { catalogue } from "~/lib/catalogue";

import { precacheUrlOf } from "../../../scripts/sw-navigation";
import { APP_SHELL_FILE, decomposedSpellings, isShellFile, nfcPath, pageFile, prerenderedPaths } from "./pages";

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

  it("have one address, in NFC: a path spelled otherwise names it, percent-encoded as a link does", () => {
    expect(nfcPath("/product/Irlande%CC%82s")).toBe("/product/Irland%C3%AAs");
    expect(nfcPath("/product/Cafe%CC%81%20com%20Leite")).toBe("/product/Caf%C3%A9%20com%20Leite");
    for (const path of [...prerenderedPaths(), "/product/Nada", "/product/%E0%A4%A"])
      expect(nfcPath(path), path).toBeNull();
  });

  it("list a name's other spellings, each accent composed or not, the NFC one left out", () => {
    expect(decomposedSpellings("/product/Latte")).toEqual([]);
    expect(decomposedSpellings("/product/Irland%C3%AAs")).toEqual(["/product/Irlande\u0302s"]);
    expect(decomposedSpellings("/a/%C3%A9%C3%A0").sort()).toEqual(
      ["/a/e\u0301\u00e0", "/a/\u00e9a\u0300", "/a/e\u0301a\u0300"].sort(),
    );
    for (const path of prerenderedPaths())
      for (const spelling of decomposedSpellings(path)) expect(nfcPath(encodeURI(spelling)), spelling).toBe(path);
  });
});
