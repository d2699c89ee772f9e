import { defineConfig } from "vitest/config";

// Checks over the production build in build/client; run after `npm run build`.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: { include: ["tests/budgets/**/*.test.ts"], environment: "node" },
});
