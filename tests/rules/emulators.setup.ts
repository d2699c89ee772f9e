import type { TestProject } from "vitest/node";

import { startEmulators } from "../../scripts/emulators";

declare module "vitest" {
  export interface ProvidedContext {
    authHost: string;
    firestoreHost: string;
  }
}

/** Ports from AUTH_EMULATOR_PORT / FIRESTORE_EMULATOR_PORT (9099 / 8080). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
