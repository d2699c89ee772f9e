/**
 * `npm start` (and `npm run dev` with --dev): with no Firebase config, starts the Auth and
 * Firestore emulators (scripts/emulators.ts) and builds against them, so sign-in and the order
 * inbox work offline; then builds and serves the shop (or runs the dev server).
 * Ctrl-C stops everything it started.
 */
import { type ChildProcess, spawn } from "node:child_process";

import { selectAuthConfig } from "../app/lib/platform/select-auth-config";
import { readShopEnv } from "./config";
import { type Emulators, startEmulators } from "./emulators";

const env = { ...process.env };
// The settings the build will read, .env files included.
const configured = readShopEnv(process.argv.includes("--dev") ? "development" : "production");
// Neither a real Firebase project nor an emulator the shopper set up: bring our own.
const useEmulator = selectAuthConfig(configured).mode === "disabled";
// A shop for this machine, never a deploy: building it against the emulator is the point.
env.ALLOW_EMULATOR_BUILD = "1";

const children = new Set<ChildProcess>();

function run(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: "inherit", env });
  children.add(child);
  child.on("exit", (code) => {
    children.delete(child);
    if (code !== 0 && code !== null) stopAll(code);
  });
  return child;
}

let emulators: Emulators | null = null;

function stopAll(code: number): void {
  for (const child of children) child.kill("SIGTERM");
  void (emulators?.stop() ?? Promise.resolve()).finally(() => process.exit(code));
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

if (useEmulator) {
  emulators = await startEmulators();
  env.VITE_FIREBASE_AUTH_EMULATOR_HOST = emulators.authHost ?? "";
  if (emulators.firestoreHost) env.VITE_FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
  console.log(
    `No Firebase config: sign-in against the Auth emulator at ${emulators.authHost}` +
      (emulators.firestoreHost
        ? `, orders to the Firestore emulator at ${emulators.firestoreHost}`
        : ", no order inbox") +
      " (project demo-cafeteria; staff: dono@cafeteria.test as Dono, equipe@cafeteria.test as Equipe).",
  );
}

if (process.argv.includes("--dev")) {
  run("npx", ["remix", "vite:dev"]);
} else {
  run("npm", ["run", "build"]).on("exit", (code) => {
    if (code === 0) run("npm", ["run", "serve"]);
  });
}
