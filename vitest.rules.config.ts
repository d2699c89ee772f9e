import { defineConfig } from "vitest/config";

// firestore.rules and the inbox against the emulators (scripts/emulators.ts starts them once for
// the run). Files run one after another: they share the emulators and clear them.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/rules/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/rules/emulators.setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
