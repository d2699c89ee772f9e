/**
 * `npm test`'s steps under a single start of the emulators (scripts/emulators.ts), which it then
 * stops: the rules and the browser tests share one start where each would make its own
 * (firebase-tools alone takes 25-75 s of a busy 2-core machine to start). The scripts find them in
 * RUNNING_EMULATORS; the browser tests reset them first (e2e/emulators.setup.ts).
 *
 *   tsx scripts/with-emulators.ts typecheck+lint test:rules+test:e2e:alone test:e2e:parallel
 *
 * Steps run one after another, and stop at the first that fails, with its status. Scripts joined by
 * "+" run side by side, and the first of them to fail stops the others: on 2 cores this fills what
 * one script leaves idle, such as the core the browser tests that run alone (one worker) do not use.
 */
import { type ChildProcess, spawn } from "node:child_process";

import { RUNNING_EMULATORS_ENV, startEmulators } from "./emulators";

const steps = process.argv.slice(2);
const emulators = await startEmulators();
if (!emulators.authHost || !emulators.firestoreHost) {
  await emulators.stop();
  console.error("No Firestore emulator: Java 21+, or Debian's google-cloud-cli-firestore-emulator.");
  process.exit(1);
}

const env = { ...process.env, [RUNNING_EMULATORS_ENV]: `${emulators.authHost} ${emulators.firestoreHost}` };
/** Each script runs in a process group of its own (npm, its shell and the tool), so that one can be stopped whole. */
const running = new Set<ChildProcess>();
function stop(signal: NodeJS.Signals): void {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // That group ended in the meantime.
    }
  }
}
// Interrupted: the scripts end first, then the emulators are stopped below.
const forward = (signal: NodeJS.Signals) => stop(signal);
process.on("SIGINT", forward).on("SIGTERM", forward);

function run(script: string): Promise<number> {
  const child = spawn("npm", ["run", script], { env, stdio: "inherit", detached: true });
  running.add(child);
  return new Promise<number>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

/** A group's scripts side by side; the first to fail stops the others. */
async function runGroup(group: string[]): Promise<number> {
  let failed = 0;
  await Promise.all(
    group.map(async (script) => {
      const status = await run(script);
      if (status === 0 || failed !== 0) return;
      failed = status;
      stop("SIGTERM");
    }),
  );
  return failed;
}

let status = 0;
for (const group of steps) {
  status = await runGroup(group.split("+"));
  if (status !== 0) break;
}
process.off("SIGINT", forward).off("SIGTERM", forward);
await emulators.stop();
process.exit(status);
