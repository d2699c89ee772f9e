import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the Remix plugin only runs inside a Remix build or dev server.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/budgets/**", "tests/rules/**"],
    environment: "happy-dom",
  },
});
