import { availableParallelism } from "node:os";

import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

import { selectAuthConfig } from "./app/lib/platform/select-auth-config";
import { selectInboxConfig } from "./app/lib/platform/select-inbox-config";

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
    include: ["tests/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    exclude: ["tests/budgets/**", "tests/rules/**"],
    environment: "node",
    // Vitest keeps a core for its own process by default, which sits idle while the workers run: on 2 cores, one worker.
    maxWorkers: availableParallelism(),
  },
});
