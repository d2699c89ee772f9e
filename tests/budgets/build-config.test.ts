/**
 * What must never be built for shoppers, tried the way a person would: `npm run build` under
 * NODE_ENV=production and the first step of `npm run deploy`, with the emulator variables set.
 * A refused build must stop before it touches build/client.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const indexHtml = join(process.cwd(), "build", "client", "index.html");
const CHECK = "tsx scripts/check-build-env.ts";

/** The machine's env without any setting these tests choose (vitest's NODE_ENV=test included), plus theirs. */
function envWith(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...settings };
  for (const name of Object.keys(env)) {
    if (/^(NODE_ENV|VITE_|SITE_URL|ALLOW_EMULATOR_BUILD)/.test(name) && !(name in settings)) delete env[name];
  }
  return env;
}

function run(command: string, args: string[], settings: Record<string, string>) {
  const result = spawnSync(command, args, { env: envWith(settings), encoding: "utf8", timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function check(args: string[], env: Record<string, string>) {
  return run(process.execPath, ["--import", "tsx", "scripts/check-build-env.ts", ...args], env);
}

describe("emulator builds", () => {
  it.each(["VITE_FIREBASE_AUTH_EMULATOR_HOST", "VITE_FIRESTORE_EMULATOR_HOST"])(
    "npm run build with NODE_ENV=production refuses %s, and builds nothing",
    (variable) => {
      const builtAt = statSync(indexHtml).mtimeMs;
      const result = run("npm", ["run", "build"], { NODE_ENV: "production", [variable]: "127.0.0.1:9099" });
      expect(result.status, result.output).not.toBe(0);
      expect(result.output).toContain(`${variable} is set`);
      expect(result.output).toContain("ALLOW_EMULATOR_BUILD=1");
      expect(statSync(indexHtml).mtimeMs).toBe(builtAt);
    },
    120_000,
  );

  it("lets the tests, npm start and an explicit ALLOW_EMULATOR_BUILD=1 build for the emulator", () => {
    const emulator = { VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
    expect(check([], emulator).status).toBe(0);
    expect(check([], { ...emulator, NODE_ENV: "production", ALLOW_EMULATOR_BUILD: "1" }).status).toBe(0);
  }, 60_000);
});

describe("npm run deploy", () => {
  it("starts with the check, as a deploy", () => {
    const { scripts } = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8"));
    expect(scripts.deploy.startsWith(`${CHECK} --deploy && `)).toBe(true);
    expect(scripts.build.startsWith(`${CHECK} && `)).toBe(true);
  });

  it("refuses the emulator whatever NODE_ENV says, and a build that does not know its address", () => {
    const site = { SITE_URL: "https://cafeteria.example" };
    const emulator = check(["--deploy"], { ...site, VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    expect(emulator.status).not.toBe(0);
    expect(emulator.output).toContain("VITE_FIREBASE_AUTH_EMULATOR_HOST is set");
    const nowhere = check(["--deploy"], {});
    expect(nowhere.status).not.toBe(0);
    expect(nowhere.output).toContain("SITE_URL is not set");
    expect(check(["--deploy"], site).status).toBe(0);
  }, 60_000);
});
