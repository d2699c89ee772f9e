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

export interface PageSummary extends RunFigures {
  page: string;
  runs: number;
  installable: string;
}

/** Issue 5's targets on this machine. */
export const targets = {
  performance: 97,
  lcpMs: 2_100,
  tbtMs: 50,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

/** The run whose performance score is the median (the lower middle for an even count). */
export function medianRun<T extends Pick<RunFigures, "performance">>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error("No runs to take a median of");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

/** The targets a page misses, in words. */
export function misses(figures: RunFigures): string[] {
  const found: string[] = [];
  if (figures.performance < targets.performance) found.push(`performance ${figures.performance} < ${targets.performance}`);
  if (figures.lcpMs > targets.lcpMs) found.push(`LCP ${seconds(figures.lcpMs)} > ${seconds(targets.lcpMs)}`);
  if (figures.tbtMs > targets.tbtMs) found.push(`TBT ${Math.round(figures.tbtMs)} ms > ${targets.tbtMs} ms`);
  if (figures.cls > targets.cls) found.push(`CLS ${figures.cls.toFixed(3)} > ${targets.cls}`);
  if (figures.accessibility < targets.accessibility) found.push(`accessibility ${figures.accessibility}`);
  if (figures.bestPractices < targets.bestPractices) found.push(`best practices ${figures.bestPractices}`);
  if (figures.seo < targets.seo) found.push(`SEO ${figures.seo}`);
  return found;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** One Markdown table, readable in a terminal and pasteable into the README. */
export function formatTable(pages: readonly PageSummary[]): string {
  const header = ["page", "perf", "LCP", "FCP", "TBT", "CLS", "JS (KB)", "total (KB)", "a11y", "BP", "SEO", "installable", "misses"];
  const rows = pages.map((page) => [
    page.page,
    String(page.performance),
    seconds(page.lcpMs),
    seconds(page.fcpMs),
    `${Math.round(page.tbtMs)} ms`,
    page.cls.toFixed(3),
    page.jsKB.toFixed(1),
    page.totalKB.toFixed(1),
    String(page.accessibility),
    String(page.bestPractices),
    String(page.seo),
    page.installable,
    misses(page).join("; ") || "none",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
