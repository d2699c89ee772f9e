/**
 * First step of `npm run build` and (with --deploy) of `npm run deploy`: reads the settings the
 * build is about to use and stops before it when they must not be built (scripts/config.ts).
 * It runs on its own because `remix vite:build` sets NODE_ENV=production for every build, the
 * tests' and `npm start`'s included, before the Vite config could tell them apart.
 */
import { buildRefusals, readShopEnv } from "./config";

const env = readShopEnv("production");
const deploy = process.argv.includes("--deploy");
// Vite takes a NODE_ENV from the .env files too, and passes it on under this name.
const nodeEnv = process.env.NODE_ENV || env.VITE_USER_NODE_ENV;
const refusals = buildRefusals(env, {
  production: nodeEnv === "production",
  deploy,
  // From the command line only: no .env file can switch the check off.
  allowEmulator: process.env.ALLOW_EMULATOR_BUILD === "1",
});

if (refusals.length > 0) {
  console.error(
    `Refusing to ${deploy ? "deploy" : "build"}:\n${refusals.map((refusal) => `  - ${refusal}`).join("\n")}`,
  );
  process.exit(1);
}
