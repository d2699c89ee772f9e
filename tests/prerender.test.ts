import { describe, expect, it } from "vitest";

import { withoutStrayNuls, withTrailingMarkupInBody } from "../scripts/prerender";

describe("a prerendered page's markup", () => {
  it("ends with </html>: what React writes after the document goes to the end of <body>", () => {
    const rendered =
      "<!DOCTYPE html><html><head></head><body><main></main><script></script></body></html><!--$--><script></script><!--/$-->";
    expect(withTrailingMarkupInBody(rendered)).toBe(
      "<!DOCTYPE html><html><head></head><body><main></main><script></script><!--$--><script></script><!--/$--></body></html>",
    );
  });

  it("leaves a page that ends with </html> as it is", () => {
    const page = "<!DOCTYPE html><html><head></head><body><p>x</p></body></html>";
    expect(withTrailingMarkupInBody(page)).toBe(page);
  });
});

describe("a NUL from React 18's stream", () => {
  it("is taken out: the characters around it are whole, as in tests/budgets' built index.html", () => {
    expect(withoutStrayNuls('<a href="/product/Irland%C3%AAs">Irland\u0000ês</a>')).toBe(
      '<a href="/product/Irland%C3%AAs">Irlandês</a>',
    );
  });
});
