/** Figures of `npm run bench:inbox`, kept pure so they can be tested. */

/** Nearest-rank percentile (p in 0-100) of some durations; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

interface InboxRun {
  orders: number;
  clients: number;
  /** ms from the first send to the last order appearing in the staff list. */
  elapsedMs: number;
  /** ms per order: send → the server's acknowledgement, and send → the staff list. */
  ackMs: number[];
  shownMs: number[];
}

export function formatInboxRun(run: InboxRun, emulator: string): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rate = run.orders / (run.elapsedMs / 1000);
  return [
    `bench:inbox — ${run.orders} orders from ${run.clients} clients, ${emulator}, loopback`,
    `  throughput     ${rate.toFixed(1)} orders/s (${run.orders} in ${(run.elapsedMs / 1000).toFixed(2)} s, first send to last order in the staff list)`,
    `  send → ack     p50 ${ms(percentile(run.ackMs, 50))}, p95 ${ms(percentile(run.ackMs, 95))}`,
    `  send → staff   p50 ${ms(percentile(run.shownMs, 50))}, p95 ${ms(percentile(run.shownMs, 95))}`,
  ].join("\n");
}
