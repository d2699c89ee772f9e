import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

/** The tests that drive the app's own Firebase clients: they share the demo project and the Auth emulator. */
const clientTests = [
  "tests/rules/inbox-client.test.ts",
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

// firestore.rules: files side by side, each worker in a project of its own (rules-env.ts), the load test
// in the demo project. The app clients' tests clear the demo project: they follow, one at a time.
export default emulatorTests({ include: ["tests/rules/**/*.test.ts"], exclude: clientTests, fileParallelism: true });

export const clientsConfig = emulatorTests({ include: clientTests, exclude: [], fileParallelism: false });
