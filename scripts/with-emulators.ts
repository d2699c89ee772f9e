/**
 * `npm test`'s steps under a single start of the emulators (scripts/emulators.ts), which it then
 * stops: the rules and the browser tests share one start where each would make its own
 * (firebase-tools alone takes 25-75 s of a busy 2-core machine to start). The scripts find them in
 * RUNNING_EMULATORS; the browser tests reset them first (e2e/emulators.setup.ts).
 *
 *   tsx scripts/with-emulators.ts --while-starting=typecheck+lint test:rules+test:e2e:alone test:e2e:parallel
 *
 * Steps run one after another, and stop at the first that fails, with its status. Scripts joined by
 * "+" run side by side, and the first of them to fail stops the others: on 2 cores this fills what
 * one script leaves idle, such as the core the browser tests that run alone (one worker) do not use.
 * The step given to --while-starting runs while the emulators start, so it must not need them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { parseArgs } from "node:util";

import { RUNNING_EMULATORS_ENV, startEmulators } from "./emulators";
import { runSteps } from "./run-steps";

const { values: options, positionals: steps } = parseArgs({
  options: { "while-starting": { type: "string" } },
  allowPositionals: true,
});

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

const testStart = performance.now();
const seconds = (since: number) => Math.round((performance.now() - since) / 1000);

function run(script: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn("npm", ["run", script], { env, stdio: "inherit", detached: true });
  running.add(child);
  return new Promise<number>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      const status = code ?? (signal ? 1 : 0);
      // Where the run's minutes went, for the README's timings (issue 41's budget).
      console.log(`\n[npm test] ${script}: ${seconds(started)} s, ended at ${seconds(testStart)} s, status ${status}`);
      resolve(status);
    }),
  );
}

const starting = startEmulators();
// Awaited below, once the step beside it has ended: a failed start must not go unhandled meanwhile.
starting.catch(() => undefined);
const meanwhile = options["while-starting"];
const firstStatus = meanwhile
  ? await runSteps(
      [meanwhile],
      (script) => run(script, process.env),
      () => stop("SIGTERM"),
    )
  : 0;
const emulators = await starting;
if (!emulators.authHost || !emulators.firestoreHost) {
  await emulators.stop();
  console.error("No Firestore emulator: Java 21+, or Debian's google-cloud-cli-firestore-emulator.");
  process.exit(1);
}

const env = { ...process.env, [RUNNING_EMULATORS_ENV]: `${emulators.authHost} ${emulators.firestoreHost}` };
const status =
  firstStatus !== 0
    ? firstStatus
    : await runSteps(
        steps,
        (script) => run(script, env),
        () => stop("SIGTERM"),
      );
process.off("SIGINT", forward).off("SIGTERM", forward);
await emulators.stop();
process.exit(status);
