/**
 * The local Firebase of the order inbox: the Auth emulator (firebase-tools) and a
 * Firestore emulator with firestore.rules, seeded with the demo staff member. Offline only.
 *
 *   const emulators = await startEmulators();  // ports: AUTH_EMULATOR_PORT (9099), FIRESTORE_EMULATOR_PORT (8080)
 *   emulators.authHost;       // "127.0.0.1:9099"
 *   emulators.firestoreHost;  // "127.0.0.1:8080", or null: no Firestore emulator can run here, the inbox is off
 *   await emulators.stop();   // kills every process it started (whole process groups) and waits for the ports
 *
 * Firestore: firebase-tools' own emulator when `java -version` is 21 or later (firebase-tools
 * refuses older Java), else Debian's google-cloud-cli-firestore-emulator, which runs on Java 17.
 * Refuses to start on a port something else listens on, so it never seeds or clears a stranger.
 * `npm run emulators` runs it in the foreground until Ctrl-C.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { OWNER_ROLE, type StaffRole } from "../app/lib/staff/staff-roles";

export const PROJECT_ID = "demo-cafeteria";
/** The demo staff: a Dono, who may change everything, and an Equipe account, which runs the service. */
export const DEMO_STAFF_EMAIL = "dono@cafeteria.test";
export const DEMO_TEAM_EMAIL = "equipe@cafeteria.test";
export const DEFAULT_AUTH_PORT = 9099;
export const DEFAULT_FIRESTORE_PORT = 8080;
export const DEBIAN_FIRESTORE_EMULATOR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator";

const HOST = "127.0.0.1";
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const rulesPath = join(root, "firestore.rules");
const firebaseBin = join(root, "node_modules", ".bin", "firebase");
/** Cold JVM and firebase-tools on a busy 2-core machine; a healthy start takes ~3-8 s. */
const START_DEADLINE_MS = 90_000;

export interface StartOptions {
  /** Default: env AUTH_EMULATOR_PORT, else 9099. */
  authPort?: number;
  /** Default: env FIRESTORE_EMULATOR_PORT, else 8080. */
  firestorePort?: number;
  /** Start the Auth emulator too (default true). */
  auth?: boolean;
  /** Echo the emulators' own output (the CLI does); otherwise it is shown only when a start fails. */
  verbose?: boolean;
  /** Where the one-line notices go (default console.log). */
  log?: (line: string) => void;
}

export type FirestoreEmulatorKind = "firebase-tools" | "debian";

export interface Emulators {
  projectId: string;
  /** "127.0.0.1:9099", or null when started with auth: false. */
  authHost: string | null;
  /** "127.0.0.1:8080", or null when no Firestore emulator can run here: the inbox is off. */
  firestoreHost: string | null;
  firestoreKind: FirestoreEmulatorKind | null;
  /** Settles when an emulator process ends without stop(): the name of the one that did. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/** `java -version` output → major version ("1.8.0_292" → 8, "17.0.15" → 17, "21" → 21). */
export function parseJavaMajor(versionOutput: string): number | null {
  const match = versionOutput.match(/version "(\d+)(?:\.(\d+))?/);
  if (!match?.[1]) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

export function chooseFirestoreEmulator(
  javaMajor: number | null,
  debianScript: string | null,
): FirestoreEmulatorKind | null {
  if (javaMajor === null) return null;
  if (javaMajor >= 21) return "firebase-tools";
  return debianScript ? "debian" : null;
}

export function portFromEnv(
  name: string,
  fallback: number,
  env: Partial<Record<string, string>> = process.env,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name}=${raw} is not a port number`);
  return port;
}

function javaMajorVersion(): number | null {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  return result.error ? null : parseJavaMajor(`${result.stderr}${result.stdout}`);
}

function findDebianFirestoreEmulator(): string | null {
  const candidates = [
    DEBIAN_FIRESTORE_EMULATOR,
    ...(process.env.PATH ?? "")
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, "cloud_firestore_emulator")),
  ];
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not there, or not executable: try the next one
    }
  }
  return null;
}

/** Which Firestore emulator this machine can run, and how it was decided (for the notices). */
export function detectFirestoreEmulator(): {
  kind: FirestoreEmulatorKind | null;
  javaMajor: number | null;
  debianScript: string | null;
} {
  const javaMajor = javaMajorVersion();
  const debianScript = findDebianFirestoreEmulator();
  return { kind: chooseFirestoreEmulator(javaMajor, debianScript), javaMajor, debianScript };
}

function assertPortFree(port: number, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () =>
      reject(new Error(`Port ${port} is already in use: stop what listens there, or set ${variable}.`)),
    );
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function portClosed(port: number): Promise<boolean> {
  try {
    await assertPortFree(port, "");
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` until it holds; fails when `failed()` names a reason or the deadline passes. */
async function waitFor(what: string, check: () => Promise<boolean>, failed: () => string | null): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (await check()) return;
    const reason = failed();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${START_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Launched {
  name: string;
  child: ChildProcess;
  output: string[];
  exit: Promise<number | null>;
  stopping: boolean;
}

function launch(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; verbose: boolean },
): Launched {
  // Its own process group: the emulators start JVMs of their own, and stop() kills them all.
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    if (options.verbose) process.stdout.write(text.replace(/^/gm, `[${name}] `));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exit = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.once("error", (error) => {
      output.push(String(error));
      resolve(-1);
    });
  });
  return { name, child, output, exit, stopping: false };
}

/** The group, not just the child: Debian's script leaves its JVM running when only it is killed. */
function killGroup(launched: Launched, signal: NodeJS.Signals): void {
  if (launched.child.pid === undefined) return;
  try {
    process.kill(-launched.child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/**
 * Deletes every document. Right after a client with a live listener has closed, the emulator
 * now and then answers 500 (seen in tests/rules); the next try succeeds.
 */
export async function clearFirestore(firestoreHost: string, projectId = PROJECT_ID): Promise<void> {
  const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: "DELETE" });
    if (response.ok) return;
    const failure = `Clearing the Firestore emulator failed: HTTP ${response.status} ${await response.text()}`;
    // 5xx, and 499 ("call already cancelled") while a closed client's streams wind down: passing.
    if ((response.status < 500 && response.status !== 499) || attempt === 5) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

/** Deletes every account of the Auth emulator. */
async function clearAuth(authHost: string, projectId = PROJECT_ID): Promise<void> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: "DELETE" });
  if (!response.ok)
    throw new Error(`Clearing the Auth emulator failed: HTTP ${response.status} ${await response.text()}`);
}

/** Emulators already up, as scripts/with-emulators.ts hands them to the commands it runs. */
export const RUNNING_EMULATORS_ENV = "RUNNING_EMULATORS";

/**
 * The emulators' JVM compiles with C1 alone: they live for a test run or a dev session, where C2's compiling took
 * more CPU than its faster code saved (the rules tests: the JVM's CPU 84–97 s → 46–50 s, half of it C2's).
 */
export function javaToolOptions(given: string | undefined): string {
  return [given, "-XX:TieredStopAtLevel=1"].filter(Boolean).join(" ");
}

/** RUNNING_EMULATORS="authHost firestoreHost" → the hosts, or null: start emulators of one's own. */
export function runningEmulators(
  env: Partial<Record<string, string>> = process.env,
): { authHost: string; firestoreHost: string } | null {
  const [authHost, firestoreHost] = (env[RUNNING_EMULATORS_ENV] ?? "").trim().split(/\s+/);
  return authHost && firestoreHost ? { authHost, firestoreHost } : null;
}

/** Emulators that others used, as a fresh start leaves them: no accounts, only the demo staff. */
export async function resetEmulators(hosts: { authHost: string; firestoreHost: string }): Promise<void> {
  await clearAuth(hosts.authHost);
  await clearFirestore(hosts.firestoreHost);
  await seedDemoStaff(hosts.firestoreHost);
}

async function seedDemoStaff(firestoreHost: string): Promise<void> {
  await seedStaff(firestoreHost, DEMO_STAFF_EMAIL, OWNER_ROLE);
  await seedStaff(firestoreHost, DEMO_TEAM_EMAIL, "equipe");
}

/** A document's REST address in the Firestore emulator; with `Authorization: Bearer owner` it is read past the rules. */
export function emulatorDocumentUrl(firestoreHost: string, path: string, projectId = PROJECT_ID): string {
  return `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${path}`;
}

/** Writes a document's fields (REST form) past the rules, as the shop's owner would in the console. */
async function writeAsOwner(firestoreHost: string, path: string, fields: object, projectId: string): Promise<void> {
  const response = await fetch(emulatorDocumentUrl(firestoreHost, path, projectId), {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`Seeding ${path} failed: HTTP ${response.status} ${await response.text()}`);
}

/** Writes staff/{email} past the rules, as the shop's owner would in the console. */
export async function seedStaff(
  firestoreHost: string,
  email: string,
  role: StaffRole,
  projectId = PROJECT_ID,
): Promise<void> {
  const fields = { email: { stringValue: email }, role: { stringValue: role } };
  await writeAsOwner(firestoreHost, `staff/${encodeURIComponent(email)}`, fields, projectId);
}

/** A customer's stamp card with `stamps` and no changes yet, written past the rules. */
export async function seedStampCard(
  firestoreHost: string,
  uid: string,
  stamps: number,
  projectId = PROJECT_ID,
): Promise<void> {
  const fields = { stamps: { integerValue: String(stamps) }, changes: { arrayValue: {} } };
  await writeAsOwner(firestoreHost, `stampCards/${uid}`, fields, projectId);
}

export async function startEmulators(options: StartOptions = {}): Promise<Emulators> {
  const log = options.log ?? ((line: string) => console.log(line));
  const verbose = options.verbose ?? false;
  const withAuth = options.auth ?? true;
  const authPort = options.authPort ?? portFromEnv("AUTH_EMULATOR_PORT", DEFAULT_AUTH_PORT);
  const firestorePort = options.firestorePort ?? portFromEnv("FIRESTORE_EMULATOR_PORT", DEFAULT_FIRESTORE_PORT);
  const detected = detectFirestoreEmulator();
  const kind = detected.kind;
  if (!kind) {
    log(
      `No Firestore emulator here (needs Java 21+ for firebase-tools', or Debian's google-cloud-cli-firestore-emulator with Java; java: ${detected.javaMajor ?? "none"}): running without the order inbox.`,
    );
  }

  if (withAuth) await assertPortFree(authPort, "AUTH_EMULATOR_PORT");
  if (kind) await assertPortFree(firestorePort, "FIRESTORE_EMULATOR_PORT");

  // firebase-tools reads ports from a firebase.json and writes its hub locator to the temp dir:
  // a private config and temp dir keep it off the project's file and other emulators' hubs.
  const workDir = mkdtempSync(join(tmpdir(), "cafeteria-emulators-"));
  const firebaseToolsTargets = [...(withAuth ? ["auth"] : []), ...(kind === "firebase-tools" ? ["firestore"] : [])];
  writeFileSync(
    join(workDir, "firebase.json"),
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port: authPort },
        firestore: { host: HOST, port: firestorePort },
        // Next to the Auth port rather than firebase-tools' fixed 4400/4500, so two sets of
        // emulators on other ports (a developer's and the tests') never fight over them.
        hub: { host: HOST, port: authPort + 300 },
        logging: { host: HOST, port: authPort + 301 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
      firestore: { rules: rulesPath },
    }),
  );
  const childEnv = {
    ...process.env,
    TMPDIR: workDir,
    JAVA_TOOL_OPTIONS: javaToolOptions(process.env.JAVA_TOOL_OPTIONS),
  };
  const running: Launched[] = [];
  if (firebaseToolsTargets.length > 0) {
    running.push(
      launch(
        "firebase",
        firebaseBin,
        [
          "emulators:start",
          "--only",
          firebaseToolsTargets.join(","),
          "--project",
          PROJECT_ID,
          "--config",
          join(workDir, "firebase.json"),
        ],
        { cwd: workDir, env: childEnv, verbose },
      ),
    );
  }
  if (kind === "debian" && detected.debianScript) {
    running.push(
      launch(
        "firestore",
        detected.debianScript,
        ["start", "--host", HOST, "--port", String(firestorePort), "--rules", rulesPath, "--project_id", PROJECT_ID],
        { cwd: workDir, env: childEnv, verbose },
      ),
    );
  }

  const ports = [...(withAuth ? [authPort] : []), ...(kind ? [firestorePort] : [])];
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      process.off("exit", killAllNow);
      for (const launched of running) {
        launched.stopping = true;
        killGroup(launched, "SIGTERM");
      }
      await Promise.all(running.map((launched) => launched.exit));
      // A JVM can outlive its launcher by a moment: done when the ports are free.
      const released = async () => (await Promise.all(ports.map(portClosed))).every(Boolean);
      try {
        await waitFor("Stopping the emulators", released, () => null);
      } catch {
        for (const launched of running) killGroup(launched, "SIGKILL");
        await waitFor("Killing the emulators", released, () => null);
      }
      rmSync(workDir, { recursive: true, force: true });
    })();
    return stopped;
  };
  // A crash or process.exit() in the caller must not leave emulators behind.
  const killAllNow = () => running.forEach((launched) => killGroup(launched, "SIGKILL"));
  process.on("exit", killAllNow);

  const exited = Promise.race(
    running.map((launched) =>
      launched.exit.then(() => (launched.stopping ? new Promise<string>(() => {}) : launched.name)),
    ),
  );
  const crashed = () => {
    const dead = running.find((launched) => launched.child.exitCode !== null || launched.child.signalCode !== null);
    return dead
      ? `${dead.name} exited (${dead.child.exitCode ?? dead.child.signalCode})\n${dead.output.join("").slice(-3000)}`
      : null;
  };

  try {
    const authHost = withAuth ? `${HOST}:${authPort}` : null;
    const firestoreHost = kind ? `${HOST}:${firestorePort}` : null;
    await Promise.all([
      authHost ? waitFor(`Auth emulator at ${authHost}`, () => answers(`http://${authHost}/`), crashed) : null,
      firestoreHost
        ? waitFor(`Firestore emulator at ${firestoreHost}`, () => answers(`http://${firestoreHost}/`), crashed)
        : null,
    ]);
    if (firestoreHost) await seedDemoStaff(firestoreHost);
    return { projectId: PROJECT_ID, authHost, firestoreHost, firestoreKind: kind, exited, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(): Promise<void> {
  const emulators = await startEmulators({ verbose: process.argv.includes("--verbose") });
  const which = emulators.firestoreKind === "debian" ? "Debian's cloud_firestore_emulator" : "firebase-tools";
  console.log(`Auth emulator:      http://${emulators.authHost}`);
  if (emulators.firestoreHost) {
    console.log(`Firestore emulator: http://${emulators.firestoreHost} (${which}, rules from firestore.rules)`);
    console.log(
      `Staff:              ${DEMO_STAFF_EMAIL} (Dono), ${DEMO_TEAM_EMAIL} (Equipe): sign in with either in the emulator dialog`,
    );
    console.log(
      `Build against them: VITE_FIREBASE_AUTH_EMULATOR_HOST=${emulators.authHost} VITE_FIRESTORE_EMULATOR_HOST=${emulators.firestoreHost}`,
    );
  } else {
    console.log("Order inbox: off (no Firestore emulator)");
  }
  console.log("Ctrl-C stops them.");
  const stopOn = (signal: NodeJS.Signals) =>
    process.once(signal, () => {
      void emulators.stop().then(() => process.exit(0));
    });
  stopOn("SIGINT");
  stopOn("SIGTERM");
  const name = await emulators.exited;
  console.error(`The ${name} emulator stopped by itself; stopping the rest.`);
  await emulators.stop();
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
