import type { ShopOrder } from "~/lib/orders";

import { shopDayRange } from "./day-close";
import { type DaySummary, daySummary, firstOpenDay } from "./day-summary";
import { reportsPart, staffOrdersPart } from "./parts";
import { buildReport, previousPeriod, type Report, reportDays, type ReportPeriod } from "./report";

/** Where a report's figures come from: the day summaries, and the orders of days without one. */
export interface ReportSources {
  readSummaries(from: string, to: string): Promise<DaySummary[]>;
  keepSummaries(summaries: readonly DaySummary[]): Promise<void>;
  ordersBetween(start: number, end: number): Promise<ShopOrder[]>;
}

/** The page's: /Admin's own Firestore clients. */
export async function adminReportSources(): Promise<ReportSources> {
  const [reports, staffOrders] = await Promise.all([reportsPart.open(), staffOrdersPart.open()]);
  return { ...reports, ordersBetween: (start, end) => staffOrders.shopOrdersBetween(start, end) };
}

/** At most a batch's writes at once; the rest are stored by the next report. */
const SUMMARIES_PER_SAVE = 400;

/**
 * The period and the one before it: stored summaries (a read a day), and for days without one the orders of those
 * days (read once), whose closed days are then stored. Today is always counted from its orders.
 */
export async function loadReport(period: ReportPeriod, today: string, sources: ReportSources): Promise<Report> {
  const previous = previousPeriod(period);
  const days = [...reportDays(previous), ...reportDays(period)].filter((day) => day <= today);
  const reports = sources;
  const stored = days.length > 0 ? await reports.readSummaries(days[0] ?? today, days.at(-1) ?? today) : [];
  const known = new Map(stored.map((summary) => [summary.date, summary]));
  const openFrom = firstOpenDay(today);
  for (const day of days) if (day >= openFrom) known.delete(day);
  const missing = days.filter((day) => !known.has(day));
  if (missing.length > 0) {
    const start = shopDayRange(missing[0] ?? today)?.start ?? 0;
    const end = shopDayRange(missing.at(-1) ?? today)?.end ?? 0;
    const orders = await sources.ordersBetween(start, end);
    const made = missing.map((day) => daySummary(orders, day));
    for (const summary of made) known.set(summary.date, summary);
    const closed = made.filter((summary) => summary.date < openFrom).slice(0, SUMMARIES_PER_SAVE);
    await reports.keepSummaries(closed).catch((error: unknown) => {
      console.warn("The day summaries were not stored; the next report makes them again:", error);
    });
  }
  const all: DaySummary[] = [...known.values()];
  return buildReport(
    period,
    all,
    all.filter((summary) => summary.date >= previous.from && summary.date <= previous.to),
  );
}
