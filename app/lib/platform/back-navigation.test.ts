import { describe, expect, it } from "vitest";

import { type BackContext, goesBackInShop } from "./back-navigation";

const origin = "https://cafeteria.example";
const loaded: BackContext = { routerIndex: 0, historyLength: 2, referrer: "", origin };

describe("goesBackInShop", () => {
  it("goes back after a navigation inside the app, whatever the referrer", () => {
    expect(goesBackInShop({ ...loaded, routerIndex: 1, referrer: "https://www.google.com/" })).toBe(true);
  });

  it("goes back to the shop's page whose link loaded this one before the app ran", () => {
    expect(goesBackInShop({ ...loaded, referrer: `${origin}/?tipo=Especial` })).toBe(true);
  });

  it("goes home from a page loaded from elsewhere, typed in, or opened in a tab of its own", () => {
    expect(goesBackInShop({ ...loaded, referrer: "https://www.google.com/" })).toBe(false);
    expect(goesBackInShop({ ...loaded, referrer: "https://cafeteria.example.evil.test/" })).toBe(false);
    expect(goesBackInShop(loaded)).toBe(false);
    expect(goesBackInShop({ ...loaded, historyLength: 1, referrer: `${origin}/` })).toBe(false);
    expect(goesBackInShop({ ...loaded, referrer: "not a url" })).toBe(false);
  });
});
