/**
 * `npm run bench`: Lighthouse (default mobile settings, simulated throttling) on the production
 * build, served by scripts/serve.ts with the deploy's headers. First, as the baseline each page's TBT and JS
 * are held against, the empty Remix app of bench/baseline/ (built by bench/baseline/build.ts, served the same
 * way on a port of its own) is measured with the same flags and runs. Each page is measured `--runs`
 * times (3) as a first visit (cache, cookies and all storage of the origin cleared) with its
 * localStorage seeded (bench/seed.ts); the median run by performance score is reported in one
 * table. Reports go to bench/results/ (git-ignored), with summary.json: per page the table's
 * figures, which report was the median and its LCP element with the phases of its LCP. Then
 * autocannon loads the same server for 10 s (bench/load.ts) and prints one line: requests/s,
 * p99 latency and errors, of which none is expected. A run over every page also rewrites
 * docs/bench-results.md, the committed record the README links to.
 *
 * Measured as it ships, with sign-in and the order inbox: with no Firebase config in the env, the
 * Auth and Firestore emulators are started and the shop is built and served against them, as
 * `npm start` does; a build without Firebase has no staff side and loads no Firebase at all.
 *
 * Flags: --no-build (measure the builds that are there; the baseline is built if it has none), --runs N,
 * --page PATH (only that page; repeatable), --check (exit 1 on a missed target or an error under load). Env:
 * CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 4213) and BENCH_BASELINE_PORT (default
 * BENCH_PORT + 1); the benchmark refuses to start when something already listens on either.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { constants as osConstants, cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import puppeteer, { type Browser, type Page } from "puppeteer-core";

import { selectAuthConfig } from "../app/lib/platform/select-auth-config";
import { readShopEnv } from "../scripts/config";
import { type Emulators, startEmulators } from "../scripts/emulators";
import { firstVisitPaths, measureLoad } from "./load";
import { figuresOf, lcpElementOf } from "./report";
import { benchPages, manyOrdersStorage } from "./seed";
import {
  ADMIN_OPEN_TARGET_MS,
  formatAdminOpenLine,
  formatLoadLine,
  formatResultsFile,
  formatTable,
  loadMisses,
  median,
  medianRun,
  misses,
  type PageSummary,
  type RunResult,
} from "./summary";

const { values: args } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    page: { type: "string", multiple: true },
    check: { type: "boolean", default: false },
  },
});
/** A reason not to measure, told in one line rather than with a stack trace. */
class Refusal extends Error {}

const runs = Math.max(1, Number(args.runs) || 3);
const pages = args.page ? benchPages.filter((page) => args.page?.includes(page.path)) : benchPages;
const port = Number(process.env.BENCH_PORT ?? 4213);
const origin = `http://127.0.0.1:${port}`;
const baselinePort = Number(process.env.BENCH_BASELINE_PORT ?? port + 1);
const baselineOrigin = `http://127.0.0.1:${baselinePort}`;
const baselineRoot = new URL("./baseline/build/client/", import.meta.url).pathname;
const remixVersion = (
  JSON.parse(readFileSync(new URL("../node_modules/@remix-run/react/package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;
const baselinePage = { name: `baseline: empty Remix ${remixVersion} app`, path: "/", storage: {} };
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const resultsDir = new URL("./results/", import.meta.url);
const resultsFile = new URL("../docs/bench-results.md", import.meta.url);

let build: ChildProcess | undefined;
const servers: ChildProcess[] = [];
let chrome: chromeLauncher.Launcher | undefined;
let browser: Browser | undefined;
let emulators: Emulators | undefined;

/**
 * Stops whatever the benchmark started. Synchronous, so it can run in the "exit" listener, which
 * Node calls on every way out: the end of main, a signal's process.exit, an uncaught error.
 */
function cleanUp(): void {
  // npm, its shell and remix share the build's own process group, which only a group kill reaches.
  if (build?.pid !== undefined && build.exitCode === null && build.signalCode === null) {
    try {
      process.kill(-build.pid, "SIGTERM");
    } catch {
      // The group ended on its own in the meantime.
    }
  }
  for (const server of servers.splice(0)) server.kill();
  // SIGKILLs Chromium's process group, then deletes the temporary profile chrome-launcher made.
  chrome?.kill();
  build = chrome = undefined;
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping the server, Chromium and the emulators`);
    const code = 128 + osConstants.signals[signal];
    void (emulators?.stop() ?? Promise.resolve()).finally(() => process.exit(code));
  });
}

/** `npm run build`, or the baseline's `tsx bench/baseline/build.ts`. */
async function runBuild(command: string, commandArgs: string[]): Promise<void> {
  // Detached into a process group of its own, so that cleanUp can stop all of it.
  build = spawn(command, commandArgs, { stdio: ["ignore", "inherit", "inherit"], detached: true });
  const [code] = (await once(build, "exit")) as [number | null];
  build = undefined;
  if (code !== 0) throw new Refusal(`${[command, ...commandArgs].join(" ")} failed`);
}

/** Whatever already answers on the port would be measured instead of this build. */
async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  // No host: a listener on any address of the port (serve.ts takes 127.0.0.1) makes this fail.
  probe.listen(port);
  try {
    await once(probe, "listening");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    throw new Refusal(
      `port ${port} is already in use (see \`ss -ltnp 'sport = :${port}'\`): stop that server or set BENCH_PORT (the shop) or BENCH_BASELINE_PORT (the baseline) to a free port`,
    );
  }
  probe.close();
  await once(probe, "close");
}

/** scripts/serve.ts on `port`, serving `root` (build/client when not given). */
async function startServer(port: number, root?: string): Promise<void> {
  await assertPortFree(port);
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", ...(root ? [root] : [])], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  servers.push(child);
  // serve.ts prints its address once it listens, which proves that this child, and not a server
  // that took the port after the check above, is the one answering.
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(`:${port}`)) resolve();
    });
    child.once("exit", (code, signal) =>
      reject(
        new Refusal(`scripts/serve.ts stopped (${signal ?? `exit code ${code}`}) before listening on port ${port}`),
      ),
    );
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Refusal(`scripts/serve.ts did not listen on port ${port} within 30 s`)),
      30_000,
    );
  });
  await Promise.race([listening, timeout]).finally(() => clearTimeout(timer));
}

/**
 * chrome-launcher picks a DevTools port that was free a moment before Chromium binds it; should
 * another browser take it in between, Lighthouse would measure in that browser. The browser
 * process on the port must be the one launched.
 */
async function assertOwnBrowser(connected: Browser, launchedPid: number | undefined): Promise<void> {
  const session = await connected.target().createCDPSession();
  const { processInfo } = await session.send("SystemInfo.getProcessInfo");
  await session.detach();
  const answering = processInfo.find((info) => info.type === "browser")?.id;
  if (answering === undefined || answering !== launchedPid) {
    throw new Refusal(
      `the DevTools port answered from Chromium process ${answering}, not the one launched (${launchedPid}); run the benchmark again`,
    );
  }
}

/**
 * A first visit with the page's storage: a page in a browser context of its own (no cache,
 * cookies, databases or service worker from earlier runs), its localStorage seeded from a
 * same-origin file the page itself never asks for. Clearing one shared context's storage through
 * the protocol instead sometimes took effect after the seed, so a run measured an empty device.
 */
async function seededPage(
  origin: string,
  storage: Record<string, string>,
): Promise<{ page: Page; done: () => Promise<void> }> {
  if (!browser) throw new Error("Chromium is not connected");
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return { page, done: () => context.close() };
}

async function installability(origin: string, path: string): Promise<string> {
  if (!browser) throw new Error("Chromium is not connected");
  const page = await browser.newPage();
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  const session = await page.createCDPSession();
  const { installabilityErrors } = await session.send("Page.getInstallabilityErrors");
  await page.close();
  return installabilityErrors.length === 0 ? "yes" : installabilityErrors.map((error) => error.errorId).join(",");
}

/** One Lighthouse run from a cold, seeded start; a run Lighthouse itself botches (NO_NAVSTART and the like) is redone once. */
async function measure(origin: string, path: string, storage: Record<string, string>, flags: Flags) {
  for (let attempt = 1; ; attempt++) {
    const { page, done } = await seededPage(origin, storage);
    const outcome = await lighthouse(`${origin}${path}`, flags, undefined, page).finally(done);
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${path}`);
    const failure = outcome.lhr.runtimeError;
    if (!failure) return outcome;
    if (attempt === 2) throw new Error(`${path}: ${failure.message}`);
    console.error(`${path}: ${failure.code}, measuring again`);
  }
}

/** How long /Admin takes to show its first orders with many on the device: navigation start to the first card, unthrottled. */
async function adminOpenMs(storage: Record<string, string>): Promise<number> {
  if (!browser) throw new Error("Chromium is not connected");
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const { page, done } = await seededPage(origin, storage);
    try {
      await page.goto(`${origin}/Admin`);
      await page.waitForSelector("main article", { timeout: 60_000 });
      times.push(await page.evaluate(() => performance.now()));
    } finally {
      await done();
    }
  }
  return median(times);
}

function slug(path: string): string {
  return path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
}

/** `runs` Lighthouse runs of one page, each report written to bench/results/ under `prefix`; the median run. */
async function measurePage(
  origin: string,
  page: { name: string; path: string; storage: Record<string, string>; noindex?: boolean },
  prefix: string,
  flags: Flags,
): Promise<PageSummary> {
  const measured: RunResult[] = [];
  for (let run = 1; run <= runs; run++) {
    const outcome = await measure(origin, page.path, page.storage, flags);
    const report = `${prefix}-${run}.json`;
    writeFileSync(new URL(report, resultsDir), outcome.report as string);
    measured.push({
      ...figuresOf(outcome.lhr, { noindex: page.noindex ?? false }),
      report,
      lcpElement: lcpElementOf(outcome.lhr),
    });
    console.error(`${page.name} run ${run}/${runs}: performance ${measured.at(-1)?.performance}`);
  }
  const { report, ...median } = medianRun(measured);
  return {
    page: page.name,
    runs,
    installable: await installability(origin, page.path),
    medianReport: report,
    ...median,
  };
}

async function main() {
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Refusal(`BENCH_PORT must be a port number, not "${process.env.BENCH_PORT}"`);
  if (!Number.isInteger(baselinePort) || baselinePort < 1 || baselinePort > 65_535 || baselinePort === port)
    throw new Refusal(`BENCH_BASELINE_PORT must be a port number other than BENCH_PORT's, not "${baselinePort}"`);
  // Before the build, so a busy port is told at once; startServer checks again.
  await assertPortFree(port);
  await assertPortFree(baselinePort);
  if (pages.length === 0) throw new Refusal(`--page must be one of ${benchPages.map((page) => page.path).join(", ")}`);
  if (!existsSync(chromePath)) throw new Refusal(`no Chromium at ${chromePath}: install it or set CHROME_PATH`);
  if (selectAuthConfig(readShopEnv()).mode === "disabled") {
    // The env's own emulators (AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT); the build and the
    // server's CSP read these variables.
    emulators = await startEmulators({ log: (line) => console.error(line) });
    process.env.VITE_FIREBASE_AUTH_EMULATOR_HOST = emulators.authHost ?? "";
    if (emulators.firestoreHost) process.env.VITE_FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
    process.env.ALLOW_EMULATOR_BUILD = "1";
    console.error(
      `bench: measuring against the emulators (Auth ${emulators.authHost}, Firestore ${emulators.firestoreHost})`,
    );
  }
  if (!args["no-build"] || !existsSync(`${baselineRoot}index.html`))
    await runBuild(process.execPath, ["--import", "tsx", "bench/baseline/build.ts"]);
  if (!args["no-build"]) await runBuild("npm", ["run", "build"]);
  mkdirSync(resultsDir, { recursive: true });
  await startServer(baselinePort, baselineRoot);
  await startServer(port);
  // The Launcher itself rather than launch(), which adds a SIGINT listener that exits before the
  // server is stopped, and leaves nothing to kill when Chromium starts but never answers.
  chrome = new chromeLauncher.Launcher({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  await chrome.launch();
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  await assertOwnBrowser(browser, chrome.pid);

  const flags: Flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    disableStorageReset: true,
  };
  // First, so that it meets the machine as the pages do.
  const baseline = await measurePage(baselineOrigin, baselinePage, "baseline", flags);
  const summaries: PageSummary[] = [];
  for (const page of pages) summaries.push(await measurePage(origin, page, slug(page.path), flags));

  const adminOpen = pages.length === benchPages.length ? await adminOpenMs(manyOrdersStorage) : null;

  // After Lighthouse, whose timings the load would disturb on two cores.
  const load = await measureLoad(origin, firstVisitPaths(new URL("../build/client", import.meta.url).pathname));

  writeFileSync(
    new URL("summary.json", resultsDir),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, baseline, pages: summaries, load }, null, 2)}\n`,
  );
  console.log(`\nLighthouse ${runs} run(s) per page, median by performance score (mobile, simulated throttling):\n`);
  console.log(formatTable(summaries, baseline));
  console.log(
    `\nEach page's median report and LCP element (with its phases): ${new URL("summary.json", resultsDir).pathname}`,
  );
  console.log(`\n${formatLoadLine(load)}${loadMisses(load).length > 0 ? ` — ${loadMisses(load).join("; ")}` : ""}`);
  if (adminOpen !== null) console.log(formatAdminOpenLine(adminOpen));
  // A partial run (--page) would leave pages out of the committed record.
  if (pages.length === benchPages.length) {
    // The load average tells a busy machine's slow run from a slow build.
    const busy = loadavg()
      .map((average) => average.toFixed(1))
      .join(" / ");
    const chromium = (await browser.version()).replace(/^(?:Headless)?Chrome\//, "Chromium ");
    const built = emulators
      ? ", the shop built against the Auth and Firestore emulators (sign-in and the inbox on)"
      : "";
    const machine = `${chromium}, ${cpus().length} cores, load average ${busy} (1 / 5 / 15 min) at the end${built}`;
    writeFileSync(
      resultsFile,
      formatResultsFile({
        measuredAt: new Date(),
        runs,
        baseline,
        pages: summaries,
        load,
        machine,
        adminOpenMs: adminOpen,
      }),
    );
    console.log(`\nRecorded in ${resultsFile.pathname}`);
  }
  const missed =
    summaries.some((summary) => misses(summary, baseline).length > 0) ||
    loadMisses(load).length > 0 ||
    (adminOpen !== null && adminOpen > ADMIN_OPEN_TARGET_MS);
  if (args.check && missed) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`bench: ${error.message}`);
  process.exitCode = 1;
} finally {
  cleanUp();
  await emulators?.stop();
}
