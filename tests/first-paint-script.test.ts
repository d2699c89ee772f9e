/**
 * The home page's inline script as committed (scripts/first-paint-script.generated.ts): what
 * app/lib bundles today, and, run as a browser runs it, the marks app/lib/catalogue/first-paint-filter.ts
 * computes with the app's filter rules.
 */
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { catalogue } from "~/lib/catalogue/catalogue";
import { FILTER_ATTRIBUTE, firstPaintMarks, HIDE_ATTRIBUTE } from "~/lib/catalogue/first-paint-filter";

import { bundleFirstPaintScript } from "../scripts/bundle-first-paint-script";
import { FIRST_PAINT_PLACEHOLDER, firstPaintScript, placeFirstPaintScript } from "../scripts/first-paint-script";

const cards = catalogue.map(({ description, type }) => ({ description, type }));

/** Runs the script in a page at `search` whose sessionStorage holds `favorites`; returns <html>'s attributes. */
function runScript(search: string, sessionStorage: { getItem(key: string): string | null }) {
  const attributes = new Map<string, string>();
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const window = {
    get sessionStorage() {
      return sessionStorage;
    },
  };
  runInNewContext(firstPaintScript, { document: { documentElement }, location: { search }, window, URLSearchParams });
  return Object.fromEntries(attributes);
}

const storage = (favorites: string | null) => ({
  getItem: (key: string) => (key === "favorites_anonymous" ? favorites : null),
});

describe("the first paint script", () => {
  it("is what scripts/bundle-first-paint-script.ts bundles from app/lib today: run `npm run first-paint-script` (then `npm run hosting:config`)", async () => {
    expect(firstPaintScript).toBe(await bundleFirstPaintScript());
  }, 30_000);

  it("marks <html> as app/lib/catalogue/first-paint-filter.ts does, for every kind of filter", () => {
    const favorites = JSON.stringify(["Cubano", "Latte"]);
    for (const search of ["?tipo=Gelado", "?nome=irl", "?nome=%C3%A1", "?favoritos=1", "?favoritos=1&nome=x", "?x=1"]) {
      const expected = firstPaintMarks(cards, search, () => favorites);
      expect(runScript(search, storage(favorites)), search).toEqual(
        expected ? { [HIDE_ATTRIBUTE]: expected.hide, [FILTER_ATTRIBUTE]: expected.filter } : {},
      );
    }
  });

  it("holds the catalogue's names and types, not the rest of it; in ASCII, whatever the HTML's encoding", () => {
    for (const product of catalogue) expect(firstPaintScript).not.toContain(product.image);
    expect(firstPaintScript).not.toMatch(/details|ingredients|price/);
    expect(firstPaintScript).toMatch(/^[\x20-\x7e]+$/);
  });

  it("never fails the page: without storage it marks as if no favourites were stored", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(() => runScript("?favoritos=1", blocked)).not.toThrow();
    expect(runScript("?favoritos=1", blocked)[FILTER_ATTRIBUTE]).toBe("favoritos vazio sem-favoritos");
  });

  it("weighs little: it is in the home page's HTML, ahead of the first paint", () => {
    const gzipBytes = gzipSync(firstPaintScript, { level: 9 }).length;
    console.info(`first paint script: ${firstPaintScript.length} bytes, ${gzipBytes} gzip`);
    expect(gzipBytes).toBeLessThanOrEqual(1280);
  });
});

describe("placeFirstPaintScript", () => {
  const page = `<head><meta charSet="utf-8"/>${FIRST_PAINT_PLACEHOLDER}<link rel="stylesheet" href="/a.css"/></head>`;

  it("fills root.tsx's placeholder, where the page has it", () => {
    expect(placeFirstPaintScript(page, "a=1")).toBe(
      '<head><meta charSet="utf-8"/><script data-first-paint="">a=1</script><link rel="stylesheet" href="/a.css"/></head>',
    );
  });

  it("refuses a page without it, and a script the HTML parser would end early", () => {
    expect(() => placeFirstPaintScript("<head></head>", "a=1")).toThrow(/data-first-paint/);
    expect(() => placeFirstPaintScript(page, 'a="</script>"')).toThrow(/cannot be inlined/);
    expect(() => placeFirstPaintScript(page, 'a="<!--"')).toThrow(/cannot be inlined/);
  });
});
