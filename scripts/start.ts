/**
 * `npm start` (and `npm run dev` with --dev): with no Firebase config, signs in against the Auth
 * emulator, which it starts itself; then builds and serves the shop (or runs the dev server).
 * Ctrl-C stops everything it started.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readShopEnv } from "./config";

export const EMULATOR_HOST = "127.0.0.1:9099";
const realConfigKeys = ["VITE_FIREBASE_API_KEY", "VITE_FIREBASE_AUTH_DOMAIN", "VITE_FIREBASE_PROJECT_ID", "VITE_FIREBASE_APP_ID"];

const env = { ...process.env };
// The settings the build will read, .env files included.
const configured = readShopEnv(process.argv.includes("--dev") ? "development" : "production");
const useEmulator = !realConfigKeys.every((key) => configured[key]) && !configured.VITE_FIREBASE_AUTH_EMULATOR_HOST;
if (useEmulator) env.VITE_FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
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

function stopAll(code: number): never {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

if (useEmulator) {
  console.log(`No Firebase config: signing in against the Auth emulator at ${EMULATOR_HOST} (project demo-cafeteria).`);
  run("npx", ["firebase", "emulators:start", "--only", "auth", "--project", "demo-cafeteria"]);
}

if (process.argv.includes("--dev")) {
  run("npx", ["remix", "vite:dev"]);
} else {
  run("npm", ["run", "build"]).on("exit", (code) => {
    if (code === 0) run("npm", ["run", "serve"]);
  });
}
