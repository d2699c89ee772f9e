import type { TestProject } from "vitest/node";

import { runningEmulators, startEmulators } from "../../scripts/emulators";

declare module "vitest" {
  export interface ProvidedContext {
    authHost: string;
    firestoreHost: string;
  }
}

/** Ports from AUTH_EMULATOR_PORT / FIRESTORE_EMULATOR_PORT (9099 / 8080), or the ones `npm test` started. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // Each test clears Firestore first (rules-env.ts): emulators that others use need nothing more.
  const running = runningEmulators();
  if (running) {
    project.provide("authHost", running.authHost);
    project.provide("firestoreHost", running.firestoreHost);
    return undefined;
  }
  const emulators = await startEmulators();
  if (!emulators.firestoreHost || !emulators.authHost) {
    await emulators.stop();
    throw new Error(
      "The rules tests need a Firestore emulator: Java 21+, or Debian's google-cloud-cli-firestore-emulator.",
    );
  }
  project.provide("authHost", emulators.authHost);
  project.provide("firestoreHost", emulators.firestoreHost);
  return () => emulators.stop();
}
