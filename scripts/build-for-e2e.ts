/**
 * `npm run build:e2e`: the build the browser tests serve, with their env (playwright.config.ts's
 * appEnv). `npm test` makes it beside the typecheck and lint, then tells Playwright so
 * (E2E_APP_BUILT=1), which serves it as it is instead of building again; the build budgets check
 * the same build afterwards.
 */
import { spawn } from "node:child_process";

import { appEnv } from "../playwright.config";

const build = spawn("npm", ["run", "build"], {
  env: { ...process.env, ALLOW_EMULATOR_BUILD: "1", ...appEnv },
  stdio: "inherit",
});
build.once("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
