import { describe, expect, it } from "vitest";

import { errorPageText } from "./error-page-text";
import { RouteModuleLoadError } from "./route-module-guard";

const chromium = new TypeError(
  "Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/ShopStatus-DLcScIfB.js",
);

describe("the error page's words", () => {
  it("offline: Sem conexão, and what is kept", () => {
    const text = errorPageText(chromium, false);
    expect(text.title).toBe("Sem conexão");
    expect(text.detail).toContain("precisa da internet");
    expect(text.detail).toContain("continuam salvos neste aparelho");
  });

  it.each([
    ["Chromium's", chromium],
    ["Safari's", new TypeError("Importing a module script failed.")],
    ["Firefox's", new TypeError("error loading dynamically imported module: https://loja/assets/x.js")],
    ["the route guard's", new RouteModuleLoadError()],
  ])("a part that did not load (%s words) is said in pt-BR, without the message or a URL", (_, error) => {
    const text = errorPageText(error, true);
    expect(text.title).toBe("Algo deu errado ao carregar esta parte da página");
    expect(`${text.title} ${text.detail}`).not.toMatch(/https?:|assets|module|failed/i);
  });

  it("any other failure never shows its own message", () => {
    const text = errorPageText(new Error("Cannot read properties of undefined (reading 'cart')"), true);
    expect(text.title).toBe("Algo deu errado");
    expect(text.detail).not.toContain("undefined");
  });
});
