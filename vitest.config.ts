import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

import { selectAuthConfig } from "./app/lib/platform/select-auth-config";
import { selectInboxConfig } from "./app/lib/platform/select-inbox-config";

const unitTests = ["tests/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"];
/** Their own configs: vitest.build.config.ts, vitest.rules.config.ts. */
const notUnitTestDirs = ["tests/budgets/", "tests/rules/"];

/** The unit tests that render into a DOM (`@vitest-environment`) or mock a module (`vi.mock`). */
const isolatedFiles = ["tests", "app"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && !notUnitTestDirs.some((dir) => file.startsWith(dir)))
  .filter((file) => /@vitest-environment |vi\.mock\(/.test(readFileSync(file, "utf8")));

/** No Firebase env: sign-in and the shop inbox are off, so the route tests never touch the network. */
const noFirebase = {};

// Kept apart from vite.config.ts: the Remix plugin only runs inside a Remix build or dev server.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [vanillaExtractPlugin()],
  // What vite.config.ts defines at build time; route modules (tests/routes) read them on import.
  define: {
    __AUTH_CONFIG__: JSON.stringify(selectAuthConfig(noFirebase)),
    __INBOX_CONFIG__: JSON.stringify(selectInboxConfig(noFirebase)),
    __SITE_URL__: JSON.stringify("http://localhost:3000"),
    // Pix on in the route tests: they check the fourth payment option.
    __SHOP_PIX_KEY__: JSON.stringify("pix@cafeteria.test"),
  },
  test: {
    environment: "node",
    // Vitest keeps a core for its own process by default, which sits idle while the workers run: on 2 cores, one worker.
    maxWorkers: availableParallelism(),
    pool: "threads",
    projects: [
      // testing-library's screen keeps the document of the file that first imported it, and a mock would reach other files.
      { extends: true, test: { name: "isolated", include: isolatedFiles } },
      // The rest share their worker's modules: importing them once per file was two thirds of the run's time.
      {
        extends: true,
        test: {
          name: "shared",
          include: unitTests,
          exclude: [...notUnitTestDirs.map((dir) => `${dir}**`), ...isolatedFiles],
          isolate: false,
        },
      },
    ],
  },
});
