import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** Debian's Chromium by default; CHROME_PATH points at any other build. Playwright's own download is not needed. */
const executablePath = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const appPort = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${appPort}`;

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
    trace: "retain-on-failure",
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      // The built app, served exactly as `npm start` serves it.
      command: "npm run build && npm run serve",
      url: baseURL,
      env: { PORT: String(appPort) },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
    },
  ],
});
