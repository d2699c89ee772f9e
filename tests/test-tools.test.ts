import { describe, expect, it } from "vitest";

import { DEBIAN_FIRESTORE_EMULATOR } from "../scripts/emulators";
import {
  aptHasCandidate,
  fasterChromiumPackage,
  findChromium,
  planTestTools,
  type Probes,
  unavailableLine,
} from "../scripts/test-tools";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const PLAYWRIGHT_CHROMIUM = "/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome";

/** A fresh Debian container as root: apt-get, nothing else. */
function machine(overrides: Partial<Probes> & { files?: string[] } = {}): Probes {
  const { files = [], ...rest } = overrides;
  return {
    platform: "linux",
    root: true,
    aptGet: true,
    chromePath: undefined,
    playwrightChromium: PLAYWRIGHT_CHROMIUM,
    executable: (path) => files.includes(path),
    javaMajor: null,
    debianFirestoreEmulator: null,
    ...rest,
  };
}

const debianEmulator = { javaMajor: 17, debianFirestoreEmulator: DEBIAN_FIRESTORE_EMULATOR };

describe("the Chromium the browser tests launch", () => {
  it("is CHROME_PATH when set, and nothing else even when it is missing", () => {
    const files = ["/opt/chrome", "/usr/bin/chromium"];
    expect(findChromium(machine({ chromePath: "/opt/chrome", files }))).toBe("/opt/chrome");
    expect(findChromium(machine({ chromePath: "/nowhere/chrome", files }))).toBeNull();
  });

  it("is Debian's headless shell, else Debian's full Chromium, else Playwright's own", () => {
    const everyOne = [HEADLESS_SHELL, "/usr/bin/chromium", PLAYWRIGHT_CHROMIUM];
    expect(findChromium(machine({ files: everyOne }))).toBe(HEADLESS_SHELL);
    expect(findChromium(machine({ files: ["/usr/bin/chromium", PLAYWRIGHT_CHROMIUM] }))).toBe("/usr/bin/chromium");
    expect(findChromium(machine({ files: [PLAYWRIGHT_CHROMIUM] }))).toBe(PLAYWRIGHT_CHROMIUM);
    expect(findChromium(machine())).toBeNull();
  });

  it("gains the headless shell as root with apt, unless CHROME_PATH chose or the shell is there", () => {
    expect(fasterChromiumPackage(machine({ files: ["/usr/bin/chromium"] }))).toBe("chromium-headless-shell");
    expect(fasterChromiumPackage(machine({ files: [PLAYWRIGHT_CHROMIUM] }))).toBe("chromium-headless-shell");
    expect(fasterChromiumPackage(machine({ files: [HEADLESS_SHELL, "/usr/bin/chromium"] }))).toBeNull();
    expect(fasterChromiumPackage(machine({ files: ["/usr/bin/chromium"], root: false }))).toBeNull();
    expect(fasterChromiumPackage(machine({ files: ["/usr/bin/chromium"], aptGet: false }))).toBeNull();
    expect(fasterChromiumPackage(machine({ files: ["/opt/chrome"], chromePath: "/opt/chrome" }))).toBeNull();
  });
});

describe("planTestTools", () => {
  it("runs the tests when the machine has a Chromium and a Firestore emulator it can start", () => {
    expect(planTestTools(machine({ files: ["/usr/bin/chromium"], ...debianEmulator }))).toEqual({
      action: "run",
      chromium: "/usr/bin/chromium",
      firestore: "debian",
    });
    expect(planTestTools(machine({ root: false, aptGet: false, files: [PLAYWRIGHT_CHROMIUM], javaMajor: 21 }))).toEqual(
      { action: "run", chromium: PLAYWRIGHT_CHROMIUM, firestore: "firebase-tools" },
    );
  });

  it("installs what is missing with apt-get as root: Chromium, and the emulator's package, which brings Java", () => {
    expect(planTestTools(machine())).toEqual({
      action: "install",
      packages: ["chromium-headless-shell", "google-cloud-cli-firestore-emulator"],
    });
    expect(planTestTools(machine({ files: ["/usr/bin/chromium"], javaMajor: 17 }))).toEqual({
      action: "install",
      packages: ["google-cloud-cli-firestore-emulator"],
    });
    expect(planTestTools(machine({ ...debianEmulator }))).toEqual({
      action: "install",
      packages: ["chromium-headless-shell"],
    });
  });

  it("installs Java alone where the emulator is there without it", () => {
    const plan = planTestTools(
      machine({ files: ["/usr/bin/chromium"], debianFirestoreEmulator: DEBIAN_FIRESTORE_EMULATOR }),
    );
    expect(plan).toEqual({ action: "install", packages: ["default-jre-headless"] });
  });

  it("stops with one sudo line for everything apt would bring, when not root", () => {
    expect(planTestTools(machine({ root: false }))).toEqual({
      action: "stop",
      lines: [
        "npm test needs a Chromium for the browser tests and a Firestore emulator for the rules tests: sudo apt-get install -y chromium-headless-shell google-cloud-cli-firestore-emulator",
      ],
    });
    expect(planTestTools(machine({ root: false, ...debianEmulator }))).toEqual({
      action: "stop",
      lines: ["npm test needs a Chromium for the browser tests: sudo apt-get install -y chromium-headless-shell"],
    });
  });

  it("never installs past a CHROME_PATH that points nowhere: it says so, with the rest to do", () => {
    expect(
      planTestTools(machine({ chromePath: "/nowhere/chrome", files: ["/usr/bin/chromium"], ...debianEmulator })),
    ).toEqual({
      action: "stop",
      lines: ["CHROME_PATH=/nowhere/chrome is not an executable file: point it at a Chromium, or unset it."],
    });
    expect(planTestTools(machine({ chromePath: "/nowhere/chrome" }))).toEqual({
      action: "stop",
      lines: [
        "CHROME_PATH=/nowhere/chrome is not an executable file: point it at a Chromium, or unset it.",
        "npm test needs a Firestore emulator for the rules tests: apt-get install -y google-cloud-cli-firestore-emulator",
      ],
    });
  });

  it("names Playwright's download and a Java 21 where there is no apt-get, as on macOS", () => {
    expect(planTestTools(machine({ platform: "darwin", root: false, aptGet: false, javaMajor: 17 }))).toEqual({
      action: "stop",
      lines: [
        "The browser tests need a Chromium: npx playwright install chromium",
        "The rules tests need Java 21 or later (firebase-tools' Firestore emulator): brew install --cask temurin@21",
      ],
    });
    expect(planTestTools(machine({ aptGet: false, files: [PLAYWRIGHT_CHROMIUM] }))).toEqual({
      action: "stop",
      lines: ["The rules tests need Java 21 or later (firebase-tools' Firestore emulator)."],
    });
  });
  it("stops on a Java too old for the HTML check, though Debian's emulator would run on it", () => {
    expect(planTestTools(machine({ files: ["/usr/bin/chromium"], ...debianEmulator, javaMajor: 8 }))).toEqual({
      action: "stop",
      lines: ["The HTML check needs Java 11 or later as java on PATH; java -version says 8."],
    });
  });
});

describe("apt's candidates", () => {
  it("reads whether apt-cache policy offers a version", () => {
    expect(aptHasCandidate("chromium:\n  Installed: (none)\n  Candidate: 156.0.8078.108-1~deb12u1\n")).toBe(true);
    expect(aptHasCandidate("chromium:\n  Installed: (none)\n  Candidate: (none)\n  Version table:\n")).toBe(false);
    // apt-cache prints nothing for a package it has never heard of.
    expect(aptHasCandidate("")).toBe(false);
  });

  it("points at Google's repository when apt has no Firestore emulator", () => {
    expect(unavailableLine("google-cloud-cli-firestore-emulator")).toMatch(
      /cloud\.google\.com\/sdk\/docs\/install#deb.*Java 21/,
    );
    expect(unavailableLine("chromium-headless-shell")).toBe(
      "apt offers no chromium-headless-shell: npm test needs a Chromium for the browser tests.",
    );
  });
});
