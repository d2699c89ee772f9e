/** The benchmark's arithmetic and its table: pure, so tests/bench.test.ts can check them. */

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
  totalKB: number;
}

/** The element of the largest contentful paint, as Lighthouse's largest-contentful-paint-element audit names it. */
export interface LcpElement {
  label: string;
  selector: string;
  snippet: string;
  /** Milliseconds per phase of the LCP (TTFB, Load Delay, Load Time, Render Delay). */
  phasesMs: Record<string, number>;
}

/** One run: its figures, its report's file name in bench/results/ and its LCP element. */
export interface RunResult extends RunFigures {
  report: string;
  lcpElement: LcpElement | null;
}

export interface PageSummary extends RunFigures {
  page: string;
  runs: number;
  installable: string;
  /** The median run's report in bench/results/, to look into when a figure misses. */
  medianReport: string;
  lcpElement: LcpElement | null;
}

/**
 * What every measured page must reach on this machine; anything less is a miss. TBT is held against the
 * baseline's, the empty Remix app measured in the same run (bench/baseline/), which a busy or slow machine slows too.
 */
const targets = {
  performance: 100,
  lcpMs: 2_100,
  tbtOverBaselineMs: 30,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

/**
 * The pages whose HTML is prerendered (docs/decisions/0010-prerendered-pages.md) paint without
 * waiting for JavaScript, and are held to that.
 */
const prerenderedTargets: Readonly<Record<string, { lcpMs: number }>> = {
  "/": { lcpMs: 1_200 },
  "/product/Latte": { lcpMs: 1_200 },
  // The home page's HTML filtered on its first paint by its inline script (docs/decisions/0011).
  "/?tipo=Gelado": { lcpMs: 1_200 },
  // Their frame in the HTML as a first visit sees it, the stored cart or orders after hydration (docs/decisions/0017).
  "/Carrinho (3 lines)": { lcpMs: 1_200 },
  "/Admin (20 orders)": { lcpMs: 1_200 },
};

/**
 * The run whose performance score is the median (the lower middle for an even count). A run
 * without a score ranks lowest, as NaN would leave the order to chance.
 */
export function medianRun<T extends Pick<RunFigures, "performance">>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error("No runs to take a median of");
  const rank = (run: T) => (Number.isFinite(run.performance) ? run.performance : -Infinity);
  const sorted = [...runs].sort((a, b) => rank(a) - rank(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

/** A page's figure less the baseline's, as the table shows it (TBT in whole ms, JS in tenths of a KB). */
export function overBaseline(page: RunFigures, baseline: RunFigures): { tbtMs: number; jsKB: number } {
  return {
    tbtMs: Math.round(page.tbtMs) - Math.round(baseline.tbtMs),
    jsKB: Math.round((page.jsKB - baseline.jsKB) * 10) / 10,
  };
}

/**
 * The targets a page misses against the baseline's figures, in words; a figure Lighthouse did not give (the
 * baseline's TBT included) and a page Chromium would not install are misses too.
 */
export function misses(
  page: RunFigures & Pick<PageSummary, "installable"> & Partial<Pick<PageSummary, "page">>,
  baseline: Pick<RunFigures, "tbtMs">,
): string[] {
  const found: string[] = [];
  const { performance } = targets;
  const { lcpMs } = { ...targets, ...(page.page === undefined ? {} : prerenderedTargets[page.page]) };
  // NaN fails every comparison, so without this a missing figure would pass silently.
  const check = (label: string, value: number, meetsTarget: boolean, missed: () => string) => {
    if (!Number.isFinite(value)) found.push(`${label} missing`);
    else if (!meetsTarget) found.push(missed());
  };
  check(
    "performance",
    page.performance,
    page.performance >= performance,
    () => `performance ${page.performance} < ${performance}`,
  );
  check("LCP", page.lcpMs, page.lcpMs <= lcpMs, () => `LCP ${seconds(page.lcpMs)} > ${seconds(lcpMs)}`);
  const base = Math.round(baseline.tbtMs);
  if (Number.isFinite(page.tbtMs) && !Number.isFinite(baseline.tbtMs)) found.push("baseline TBT missing");
  else
    check(
      "TBT",
      page.tbtMs,
      Math.round(page.tbtMs) - base <= targets.tbtOverBaselineMs,
      () => `TBT ${Math.round(page.tbtMs)} ms > baseline ${base} + ${targets.tbtOverBaselineMs} ms`,
    );
  check("CLS", page.cls, page.cls <= targets.cls, () => `CLS ${page.cls.toFixed(3)} > ${targets.cls}`);
  check(
    "accessibility",
    page.accessibility,
    page.accessibility >= targets.accessibility,
    () => `accessibility ${page.accessibility}`,
  );
  check(
    "best practices",
    page.bestPractices,
    page.bestPractices >= targets.bestPractices,
    () => `best practices ${page.bestPractices}`,
  );
  check("SEO", page.seo, page.seo >= targets.seo, () => `SEO ${page.seo}`);
  if (page.installable !== "yes") found.push(`not installable (${page.installable})`);
  return found;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** A figure for the table, "n/a" when Lighthouse did not give it. */
function cell(value: number, format: (value: number) => string): string {
  return Number.isFinite(value) ? format(value) : "n/a";
}

/** A difference with its sign, "+12 ms" or "−3 ms". */
function signed(value: number, format: (magnitude: number) => string): string {
  return `${value > 0 ? "+" : value < 0 ? "−" : ""}${format(Math.abs(value))}`;
}

/** One Markdown table, the baseline its first row, readable in a terminal and pasteable into the README. */
export function formatTable(pages: readonly PageSummary[], baseline: PageSummary): string {
  const header = [
    "page",
    "perf",
    "LCP",
    "FCP",
    "TBT",
    "TBT − base",
    "CLS",
    "JS (KB)",
    "JS − base",
    "total (KB)",
    "a11y",
    "BP",
    "SEO",
    "installable",
    "misses",
  ];
  const row = (page: PageSummary, isBaseline: boolean) => {
    const over = overBaseline(page, baseline);
    return [
      page.page,
      cell(page.performance, String),
      cell(page.lcpMs, seconds),
      cell(page.fcpMs, seconds),
      cell(page.tbtMs, (ms) => `${Math.round(ms)} ms`),
      isBaseline ? "—" : cell(over.tbtMs, (ms) => signed(ms, (magnitude) => `${magnitude} ms`)),
      cell(page.cls, (cls) => cls.toFixed(3)),
      cell(page.jsKB, (kb) => kb.toFixed(1)),
      isBaseline ? "—" : cell(over.jsKB, (kb) => signed(kb, (magnitude) => magnitude.toFixed(1))),
      cell(page.totalKB, (kb) => kb.toFixed(1)),
      cell(page.accessibility, String),
      cell(page.bestPractices, String),
      cell(page.seo, String),
      page.installable,
      isBaseline ? "(baseline)" : misses(page, baseline).join("; ") || "none",
    ];
  };
  const rows = [row(baseline, true), ...pages.map((page) => row(page, false))];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** The load run of scripts/serve.ts: its rate, its slowest 1 % and everything that was not a 2xx answer. */
export interface LoadFigures {
  seconds: number;
  connections: number;
  paths: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** What went wrong under load, in words; none is expected of a static server on loopback. */
export function loadMisses(load: LoadFigures): string[] {
  const found: string[] = [];
  if (load.errors > 0) found.push(`${load.errors} errors (${load.timeouts} timeouts)`);
  if (load.non2xx > 0) found.push(`${load.non2xx} non-2xx answers`);
  if (!(load.requestsPerSecond > 0)) found.push("no answers");
  return found;
}

export function formatLoadLine(load: LoadFigures): string {
  const rate = Math.round(load.requestsPerSecond).toLocaleString("en-US");
  return (
    `load: ${rate} requests/s, p99 ${load.p99Ms} ms, ${load.errors} errors, ${load.non2xx} non-2xx ` +
    `(autocannon, ${load.seconds} s, ${load.connections} connections, ${load.paths} paths of a first visit)`
  );
}

/** /Admin with this many orders on the device must show its first ones within ADMIN_OPEN_TARGET_MS. */
export const ADMIN_OPEN_ORDERS = 5_000;
export const ADMIN_OPEN_TARGET_MS = 1_000;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error("No values to take a median of");
  return middle;
}

export function formatAdminOpenLine(ms: number): string {
  const verdict = ms <= ADMIN_OPEN_TARGET_MS ? "within" : "MISSES";
  return (
    `/Admin with ${ADMIN_OPEN_ORDERS.toLocaleString("en-US")} orders on the device: first orders shown ` +
    `${Math.round(ms)} ms after navigation (median of 3, no throttling; ${verdict} the ${ADMIN_OPEN_TARGET_MS} ms target)`
  );
}

/** What docs/bench-results.md records about one full run of the benchmark. */
interface BenchRecord {
  measuredAt: Date;
  runs: number;
  /** The empty Remix app (bench/baseline/), measured first in the same run. */
  baseline: PageSummary;
  pages: readonly PageSummary[];
  load: LoadFigures;
  /** Where it ran, e.g. "Chromium 131.0.6778.85, 2 cores". */
  machine: string;
  adminOpenMs?: number | null;
}

function formatTargets(): string {
  return (
    `performance ${targets.performance}, LCP ≤ ${seconds(targets.lcpMs)}, ` +
    `TBT ≤ the baseline's + ${targets.tbtOverBaselineMs} ms, CLS ≤ ${targets.cls}, ` +
    `accessibility ${targets.accessibility}, best practices ${targets.bestPractices}, ` +
    `SEO ${targets.seo} (on a noindex page without is-crawlable), installable; prerendered ${Object.entries(
      prerenderedTargets,
    )
      .map(([page, target]) => `${page} LCP ≤ ${seconds(target.lcpMs)}`)
      .join("; ")}`
  );
}

/** The committed results file: the table, the targets, the load line and how far to trust them. */
export function formatResultsFile(record: BenchRecord): string {
  const loadProblems = loadMisses(record.load);
  return [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (bench/lighthouse.ts) after a run over every page; do not edit it by hand.",
    "",
    `Measured ${record.measuredAt.toISOString().slice(0, 10)} on ${record.machine}: Lighthouse with its default ` +
      `mobile settings (simulated throttling), ${record.runs} run(s) per page from a cold, seeded start, ` +
      "the median run by performance score.",
    "",
    `The first row is the baseline, ${record.baseline.page}: bench/baseline/, prerendered and served as the ` +
      "pages are, measured first in the same run with the same flags, so that it shares the machine's speed and " +
      `load (TBT ${cell(record.baseline.tbtMs, (ms) => `${Math.round(ms)} ms`)}, JS ` +
      `${cell(record.baseline.jsKB, (kb) => kb.toFixed(1))} KB). "TBT − base" and "JS − base" are each page's ` +
      "figure less the baseline's.",
    "",
    formatTable(record.pages, record.baseline),
    "",
    `Targets: ${formatTargets()}.`,
    "",
    `${formatLoadLine(record.load)}${loadProblems.length > 0 ? ` — ${loadProblems.join("; ")}` : ""}.`,
    "",
    ...(record.adminOpenMs != null ? [`${formatAdminOpenLine(record.adminOpenMs)}.`, ""] : []),
    "The machine is shared with other work, so the figures swing from run to run. Lighthouse's simulated " +
      "throttling scales the CPU time it observes, so on a busy machine TBT, and the performance score with it, " +
      "can be many times what a quiet one gives, and LCP moves by tenths of a second; the load average above " +
      "says how busy it was. Compare runs made here with each other, and measure again before taking a miss " +
      "for a regression.",
    "",
  ].join("\n");
}
