import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

/**
 * Node scripts (the rules facts, the hosting headers, the bench's seed) and the rules tests load
 * features through their indexes with no bundler: no index may bring a component's stylesheet.
 */
describe("feature indexes in plain Node", () => {
  it("load every index in app/lib with tsx, as the scripts do", () => {
    const lib = join(process.cwd(), "app", "lib");
    const imports = readdirSync(lib).map((feature) => `await import("~/lib/${feature}");`);
    // What vite.config.ts defines in a build: off, as with no Firebase config.
    const globals = `Object.assign(globalThis, { __AUTH_CONFIG__: { mode: "disabled" }, __INBOX_CONFIG__: { mode: "disabled" } });`;
    const script = `${globals} (async () => { ${imports.join(" ")} console.log("loaded"); })();`;
    const output = execFileSync("npx", ["tsx", "--eval", script], {
      encoding: "utf8",
      env: { ...process.env, NODE_NO_WARNINGS: "1" },
    });
    expect(output.trim()).toBe("loaded");
  }, 60_000);
});
