import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { palette } from "~/styles/palette";

describe("the palette", () => {
  it("is the web app manifest's colours, which cannot import it", () => {
    const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8")) as Record<string, unknown>;
    expect(manifest.theme_color).toBe(palette.brand);
    expect(manifest.background_color).toBe(palette.background);
  });

  it("is the favicon's colours", () => {
    const favicon = readFileSync("public/favicon.svg", "utf8");
    const colours = new Set(favicon.match(/#[0-9a-f]{6}/gi));
    expect(colours).toEqual(new Set([palette.brand, palette.background, palette.steam]));
  });
});
