import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

/**
 * The tests that drive the app's own Firebase clients, the load test among them: they share the demo
 * project, which the browser tests use too, and the Auth emulator.
 */
const demoProjectTests = [
  "tests/rules/inbox-client.test.ts",
  "tests/rules/inbox-load.test.ts",
  "tests/rules/order-progress-client.test.ts",
  "tests/rules/ratings-client.test.ts",
];

/** Against the emulators, which scripts/emulators.ts starts once for the run (or `npm test` did). */
export function emulatorTests(test: { include: string[]; exclude: string[]; fileParallelism: boolean }) {
  return defineConfig({
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    test: {
      ...test,
      // Vitest keeps a core for its own process by default, which sits idle while the files wait on the emulator.
      maxWorkers: availableParallelism(),
      environment: "node",
      globalSetup: ["tests/rules/emulators.setup.ts"],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

// firestore.rules: files side by side, each worker in a project of its own (rules-env.ts), so they can
// run beside the browser tests. The demo project's tests clear it: one at a time, never beside those.
export default emulatorTests({
  include: ["tests/rules/**/*.test.ts"],
  exclude: demoProjectTests,
  fileParallelism: true,
});

export const clientsConfig = emulatorTests({ include: demoProjectTests, exclude: [], fileParallelism: false });
