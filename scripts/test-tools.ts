/**
 * `npm test`'s first step (pretest): the machine's own tools the tests need, found before anything
 * runs. The browser tests need a Chromium (CHROME_PATH, Debian's headless shell or full browser, or
 * Playwright's own), the rules tests Java and a Firestore emulator (chosen as scripts/emulators.ts
 * chooses), the HTML check Java. Whatever is missing is installed with apt-get as root; otherwise it
 * stops with the one command that would bring it. As root, the headless shell joins a full Chromium.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";

import { chromium } from "@playwright/test";

import { chooseFirestoreEmulator, detectFirestoreEmulator } from "./emulators";

/**
 * Debian's Chromium builds, the one the browser tests prefer first: the headless shell (Playwright's own
 * choice for headless runs) took a fifth less CPU and time than the full browser on the same tests.
 */
export const DEBIAN_CHROMIUMS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"] as const;
const CHROMIUM_PACKAGE = "chromium-headless-shell";
const FIRESTORE_PACKAGE = "google-cloud-cli-firestore-emulator";
const JAVA_PACKAGE = "default-jre-headless";

/** What the machine has; planTestTools decides from these alone. */
export interface Probes {
  platform: NodeJS.Platform;
  root: boolean;
  aptGet: boolean;
  /** CHROME_PATH, when set and not empty. */
  chromePath: string | undefined;
  /** Where `npx playwright install chromium` puts Playwright's own build. */
  playwrightChromium: string;
  /** Whether a path is an executable file here. */
  executable: (path: string) => boolean;
  javaMajor: number | null;
  /** Debian's cloud_firestore_emulator, when installed. */
  debianFirestoreEmulator: string | null;
}

export type Plan =
  | { action: "run"; chromium: string; firestore: "firebase-tools" | "debian" }
  | { action: "install"; packages: string[] }
  | { action: "stop"; lines: string[] };

/** The Chromium the browser tests will launch (as playwright.config.ts picks it), or null. */
export function findChromium(probes: Probes): string | null {
  if (probes.chromePath !== undefined) return probes.executable(probes.chromePath) ? probes.chromePath : null;
  return [...DEBIAN_CHROMIUMS, probes.playwrightChromium].find((path) => probes.executable(path)) ?? null;
}

/** The package that would bring the faster headless shell to a machine apt serves, where the tests would use another Chromium. */
export function fasterChromiumPackage(probes: Probes): string | null {
  const shell = DEBIAN_CHROMIUMS[0];
  if (probes.chromePath !== undefined || !probes.root || !probes.aptGet) return null;
  return findChromium(probes) === shell ? null : CHROMIUM_PACKAGE;
}

const purposes: Record<string, string> = {
  [CHROMIUM_PACKAGE]: "a Chromium for the browser tests",
  [FIRESTORE_PACKAGE]: "a Firestore emulator for the rules tests",
  [JAVA_PACKAGE]: "Java for Debian's Firestore emulator",
};

export function planTestTools(probes: Probes): Plan {
  const packages: string[] = [];
  const lines: string[] = [];

  const browser = findChromium(probes);
  if (!browser) {
    if (probes.chromePath !== undefined)
      lines.push(`CHROME_PATH=${probes.chromePath} is not an executable file: point it at a Chromium, or unset it.`);
    else if (probes.aptGet) packages.push(CHROMIUM_PACKAGE);
    else lines.push("The browser tests need a Chromium: npx playwright install chromium");
  }

  const firestore = chooseFirestoreEmulator(probes.javaMajor, probes.debianFirestoreEmulator);
  if (!firestore) {
    // The emulator's package depends on a JDK; only a machine that lost its Java needs one alone.
    if (probes.aptGet) packages.push(probes.debianFirestoreEmulator ? JAVA_PACKAGE : FIRESTORE_PACKAGE);
    else
      lines.push(
        `The rules tests need Java 21 or later (firebase-tools' Firestore emulator)${
          probes.platform === "darwin" ? ": brew install --cask temurin@21" : "."
        }`,
      );
  }

  // The Nu HTML checker (tests/budgets/html-validity.test.ts) runs on the same java, from 11.
  const oldJava = firestore !== null && (probes.javaMajor ?? 0) < 11;
  if (oldJava)
    lines.push(`The HTML check needs Java 11 or later as java on PATH; java -version says ${probes.javaMajor}.`);

  if (browser && firestore && !oldJava) return { action: "run", chromium: browser, firestore };
  if (packages.length > 0 && probes.root && lines.length === 0) return { action: "install", packages };
  if (packages.length > 0) lines.push(aptLine(packages, probes.root));
  return { action: "stop", lines };
}

function aptLine(packages: string[], root: boolean): string {
  const needs = packages.map((name) => purposes[name] ?? name).join(" and ");
  return `npm test needs ${needs}: ${root ? "" : "sudo "}apt-get install -y ${packages.join(" ")}`;
}

/** `apt-cache policy <package>` → whether apt can install it (a version, not "(none)"). */
export function aptHasCandidate(policyOutput: string): boolean {
  const candidate = policyOutput.match(/Candidate: (\S+)/)?.[1];
  return candidate !== undefined && candidate !== "(none)";
}

/** The line for a package apt does not offer even after `apt-get update`. */
export function unavailableLine(name: string): string {
  return name === FIRESTORE_PACKAGE
    ? `apt offers no ${FIRESTORE_PACKAGE}: add Google Cloud's apt repository (https://cloud.google.com/sdk/docs/install#deb) and run npm test again, or install Java 21 or later.`
    : `apt offers no ${name}: npm test needs ${purposes[name] ?? name}.`;
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir && isExecutableFile(join(dir, command)));
}

function probe(): Probes {
  const { javaMajor, debianScript } = detectFirestoreEmulator();
  return {
    platform: process.platform,
    root: process.getuid?.() === 0,
    aptGet: onPath("apt-get"),
    chromePath: process.env.CHROME_PATH || undefined,
    playwrightChromium: chromium.executablePath(),
    executable: isExecutableFile,
    javaMajor,
    debianFirestoreEmulator: debianScript,
  };
}

function stop(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

function aptGet(args: string[]): void {
  const result = spawnSync("apt-get", args, {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) stop([`apt-get ${args.join(" ")} failed (${result.error?.message ?? result.status}).`]);
}

function offered(name: string): boolean {
  return aptHasCandidate(spawnSync("apt-cache", ["policy", name], { encoding: "utf8" }).stdout);
}

function install(packages: string[], why = "npm test needs them"): void {
  if (!packages.every(offered)) aptGet(["update", "-qq"]);
  const missing = packages.filter((name) => !offered(name));
  if (missing.length > 0) stop(missing.map(unavailableLine));
  console.log(`Installing ${packages.join(", ")} with apt-get: ${why}.`);
  aptGet(["install", "-y", "-qq", ...packages]);
}

function main(): void {
  let plan = planTestTools(probe());
  if (plan.action === "install") {
    install(plan.packages);
    plan = planTestTools(probe());
  }
  if (plan.action === "stop") stop(plan.lines);
  if (plan.action === "install") stop([aptLine(plan.packages, true)]);
  const faster = fasterChromiumPackage(probe());
  // Not needed, only faster: installed where apt offers it already, never after an apt-get update of its own.
  if (faster && offered(faster)) {
    install([faster], "the browser tests run faster in it");
    plan = { ...plan, chromium: findChromium(probe()) ?? plan.chromium };
  }
  const emulator = plan.firestore === "debian" ? "Debian's" : "firebase-tools'";
  console.log(`Test tools: Chromium ${plan.chromium}, ${emulator} Firestore emulator.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
