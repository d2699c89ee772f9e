import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

import { runningEmulators } from "./scripts/emulators";
import { DEBIAN_CHROMIUMS } from "./scripts/test-tools";

/** Debian's Chromium by default, its headless shell first; CHROME_PATH points at any other build. Playwright's own download is not needed. */
export const executablePath = process.env.CHROME_PATH ?? DEBIAN_CHROMIUMS.find((path) => existsSync(path));

/** Set by `npm test`, which made the app's build beside the typecheck and lint: serve it, do not build it again. */
const E2E_APP_BUILT_ENV = "E2E_APP_BUILT";

const appPort = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${appPort}`;

/** The fake ViaCEP/BrasilAPI server of e2e/cep-server.ts; the app under test is built to call it. */
const cepFakePort = Number(process.env.CEP_FAKE_PORT ?? 4211);
export const cepFakeURL = `http://127.0.0.1:${cepFakePort}`;

/** The shop's WhatsApp in the tested build; wa.me links are checked, never opened. */
export const shopWhatsApp = "5581999990000";

/** The shop's Pix key in the tested build (a random key, the manual's example): e2e/pix.spec.ts reads it back from the code. */
export const shopPixKey = "123e4567-e12b-12d1-a456-426655440000";

/**
 * The Firebase emulators (scripts/emulators.ts): sign-in tests make real users, orders reach a real inbox.
 * Under `npm test` they are already up (scripts/with-emulators.ts), and e2e/emulators.setup.ts resets them.
 */
const running = runningEmulators();
export const authEmulatorHost = running?.authHost ?? `127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;
export const firestoreEmulatorHost =
  running?.firestoreHost ?? `127.0.0.1:${process.env.FIRESTORE_EMULATOR_PORT ?? 8080}`;

/** What the app under test is built with; its CSP (scripts/headers.ts) is read from the same. */
export const appEnv = {
  VITE_CEP_API_URL: cepFakeURL,
  VITE_CEP_FALLBACK_API_URL: cepFakeURL,
  VITE_FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
  VITE_FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost,
  VITE_SHOP_WHATSAPP: shopWhatsApp,
  VITE_SHOP_PIX_KEY: shopPixKey,
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["github"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording every test's trace cost an eighth of the browser tests' time, almost all on passing tests:
    // a failure keeps its screenshot, a retry records the trace, and `--trace retain-on-failure` asks for it at once.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // Most tests leave the service worker out: its precache of every first visit cost a fifth of the suite's time.
    // The tests of what it does (offline, a new deploy, what it serves) take it back: test.use({ serviceWorkers: "allow" }).
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: /(shop-settings|order-ahead|tables|menu|day-close)\.spec\.ts/,
    },
    // What the parallel tests left is cleared before the tests run alone (e2e/fresh-inbox.setup.ts).
    { name: "fresh-inbox", testMatch: /fresh-inbox\.setup\.ts/, dependencies: ["chromium"] },
    // Staff pausing the shop, selling out a coffee or changing the menu would refuse the other tests' orders: these
    // change the shared settings, so they run alone, after the rest, one at a time.
    {
      name: "shop-settings",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /(shop-settings|order-ahead|tables|menu)\.spec\.ts/,
      dependencies: ["fresh-inbox"],
      fullyParallel: false,
      // Each test starts from the fixture's settings: two files at once would reset each other's.
      workers: 1,
    },
    // The day's close sums all of today's orders: nobody else may place or cancel one meanwhile.
    {
      name: "day-close",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /day-close\.spec\.ts/,
      dependencies: ["shop-settings"],
      fullyParallel: false,
      workers: 1,
    },
  ],
  globalSetup: "./e2e/emulators.setup.ts",
  webServer: [
    ...(running
      ? []
      : [
          {
            // Auth and Firestore with firestore.rules; the staff member is seeded as soon as Firestore answers, long before the build is served.
            command: "tsx scripts/emulators.ts",
            url: `http://${firestoreEmulatorHost}`,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: "ignore" as const,
            // The emulators run in process groups of their own: SIGTERM lets the script stop them,
            // where Playwright's default SIGKILL would leave them holding the ports.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 20_000 },
          },
        ]),
    {
      command: "tsx e2e/cep-server.ts",
      url: `${cepFakeURL}/health`,
      env: { CEP_FAKE_PORT: String(cepFakePort) },
      reuseExistingServer: false,
    },
    {
      // The built app, served exactly as `npm start` serves it; `npm test` built it already (scripts/build-for-e2e.ts).
      command: process.env[E2E_APP_BUILT_ENV] === "1" ? "npm run serve" : "npm run build && npm run serve",
      url: baseURL,
      // A test build, never a deploy: it may be built for the emulator even under NODE_ENV=production.
      env: { PORT: String(appPort), ALLOW_EMULATOR_BUILD: "1", ...appEnv },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
    },
  ],
});
