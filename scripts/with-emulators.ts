/**
 * Runs npm scripts one after another under a single start of the emulators (scripts/emulators.ts),
 * then stops them: `npm test` gives the rules and the browser tests one start where each would
 * make its own (firebase-tools alone takes 25-75 s of a busy 2-core machine to start). The scripts
 * find them in RUNNING_EMULATORS; the browser tests reset them first (e2e/emulators.setup.ts).
 *
 *   tsx scripts/with-emulators.ts test:rules test:e2e   # stops at the first that fails, with its status
 */
import { spawn } from "node:child_process";

import { RUNNING_EMULATORS_ENV, startEmulators } from "./emulators";

const scripts = process.argv.slice(2);
const emulators = await startEmulators();
if (!emulators.authHost || !emulators.firestoreHost) {
  await emulators.stop();
  console.error("No Firestore emulator: Java 21+, or Debian's google-cloud-cli-firestore-emulator.");
  process.exit(1);
}

const env = { ...process.env, [RUNNING_EMULATORS_ENV]: `${emulators.authHost} ${emulators.firestoreHost}` };
let status = 0;
for (const script of scripts) {
  const child = spawn("npm", ["run", script], { env, stdio: "inherit" });
  // Interrupted: the script ends first, then the emulators are stopped below.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward).on("SIGTERM", forward);
  status = await new Promise<number>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  process.off("SIGINT", forward).off("SIGTERM", forward);
  if (status !== 0) break;
}
await emulators.stop();
process.exit(status);
