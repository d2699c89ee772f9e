import { matchRoutes } from "@remix-run/react";
import { describe, expect, it } from "vitest";

import { decideOnLoadFailure, parseReloadMark, RELOAD_LOOP_WINDOW_MS, toRouteTree } from "./route-module-guard";

describe("decideOnLoadFailure", () => {
  it("reloads the first time", () => {
    expect(decideOnLoadFailure(null, 1_000_000)).toBe("reload");
  });

  it("shows the error page when it failed again within the window", () => {
    expect(decideOnLoadFailure(1_000_000, 1_000_000 + RELOAD_LOOP_WINDOW_MS - 1)).toBe("show-error");
  });

  it("reloads again once the window has passed, or when the clock went backwards", () => {
    expect(decideOnLoadFailure(1_000_000, 1_000_000 + RELOAD_LOOP_WINDOW_MS)).toBe("reload");
    expect(decideOnLoadFailure(1_000_000, 999_000)).toBe("reload");
  });

  it("parses the mark leniently", () => {
    expect(parseReloadMark(null)).toBeNull();
    expect(parseReloadMark("abc")).toBeNull();
    expect(parseReloadMark("42")).toBe(42);
  });
});

describe("toRouteTree", () => {
  const manifest = {
    root: { id: "root", path: "", module: "/root.js" },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: "/index.js" },
    "routes/product.$description": {
      id: "routes/product.$description",
      parentId: "root",
      path: "product/:description",
      module: "/product.js",
    },
    "routes/$": { id: "routes/$", parentId: "root", path: "*", module: "/splat.js" },
  };

  it("nests the manifest so the router's matcher finds the routes on screen", () => {
    const ids = (path: string) => (matchRoutes(toRouteTree(manifest), path) ?? []).map((m) => m.route.id);
    expect(ids("/")).toEqual(["root", "routes/_index"]);
    expect(ids("/product/Latte")).toEqual(["root", "routes/product.$description"]);
    expect(ids("/nada/aqui")).toEqual(["root", "routes/$"]);
  });
});
