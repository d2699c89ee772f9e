import { resetEmulators, runningEmulators } from "../scripts/emulators";

/** Emulators `npm test` started, which the rules tests used first: back to a fresh start's state. */
export default async function globalSetup(): Promise<void> {
  const running = runningEmulators();
  if (running) await resetEmulators(running);
}
