/** What the benchmark reads from one Lighthouse result: pure, so tests/bench.test.ts can check it. */
import type { Result } from "lighthouse";

import type { LcpElement, RunFigures } from "./summary";

/** NaN when Lighthouse gave no score (a category it could not compute is null), so the summary counts it as a miss. */
function score(result: Result, category: string): number {
  const value = result.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : Number.NaN;
}

/**
 * The SEO score weighed as Lighthouse weighs it, leaving out audits the page fails on purpose; NaN
 * when nothing is left to weigh.
 */
function scoreWithout(result: Result, category: string, leftOut: readonly string[]): number {
  let sum = 0;
  let weights = 0;
  for (const ref of result.categories[category]?.auditRefs ?? []) {
    const audit = result.audits[ref.id]?.score;
    if (leftOut.includes(ref.id) || ref.weight === 0 || typeof audit !== "number") continue;
    sum += audit * ref.weight;
    weights += ref.weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 100) : Number.NaN;
}

/**
 * `noindex`: the page asks to stay out of search results (the shells, docs/decisions/0015), so
 * Lighthouse's "is-crawlable" fails by design and its SEO score is taken without it.
 */
export function figuresOf(result: Result, { noindex = false }: { noindex?: boolean } = {}): RunFigures {
  const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const details = result.audits["network-requests"]?.details;
  const requests = (details && "items" in details ? details.items : undefined) as
    { resourceType?: string; transferSize?: number }[] | undefined;
  const kb = (items: typeof requests) =>
    items ? items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024 : Number.NaN;
  return {
    performance: score(result, "performance"),
    accessibility: score(result, "accessibility"),
    bestPractices: score(result, "best-practices"),
    seo: noindex ? scoreWithout(result, "seo", ["is-crawlable"]) : score(result, "seo"),
    lcpMs: metric("largest-contentful-paint"),
    fcpMs: metric("first-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsKB: kb(requests?.filter((item) => item.resourceType === "Script")),
    totalKB: kb(requests),
  };
}

/**
 * The element Lighthouse took for the largest contentful paint, with the time of each phase of
 * it (TTFB, load delay, load time, render delay): what explains a slow LCP. Null when the audit
 * found none.
 */
export function lcpElementOf(result: Result): LcpElement | null {
  const details = result.audits["largest-contentful-paint-element"]?.details;
  if (details?.type !== "list") return null;
  const [elementTable, phaseTable] = details.items.filter((item) => item.type === "table");
  const node = elementTable?.items[0]?.node;
  if (typeof node !== "object" || !("type" in node) || node.type !== "node") return null;
  const phasesMs: Record<string, number> = {};
  for (const row of phaseTable?.items ?? []) {
    if (typeof row.phase === "string" && typeof row.timing === "number") phasesMs[row.phase] = Math.round(row.timing);
  }
  return { label: node.nodeLabel ?? "", selector: node.selector ?? "", snippet: node.snippet ?? "", phasesMs };
}
