/** What the benchmark reads from one Lighthouse result: pure, so tests/bench.test.ts can check it. */
import type { Result } from "lighthouse";

import type { LcpElement, RunFigures } from "./summary";

/** NaN when Lighthouse gave no score (a category it could not compute is null), so the summary counts it as a miss. */
function score(result: Result, category: string): number {
  const value = result.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : Number.NaN;
}

export function figuresOf(result: Result): RunFigures {
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
    seo: score(result, "seo"),
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
