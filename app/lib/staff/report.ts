import { shopClock } from "~/lib/shop";

import { shopDayRange } from "./day-close";
import type { DaySummary } from "./day-summary";

const DAY_MS = 24 * 60 * 60 * 1000;

export const reportPresets = [
  { id: "7", label: "Últimos 7 dias" },
  { id: "30", label: "Últimos 30 dias" },
  { id: "mes", label: "Este mês" },
  { id: "mes-passado", label: "Mês passado" },
] as const;
export type ReportPreset = (typeof reportPresets)[number]["id"];

/** Both days included, as "YYYY-MM-DD" of the shop. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** A report reads one summary a day: a year at most. */
const MAX_REPORT_DAYS = 366;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function reportDays({ from, to }: ReportPeriod): string[] {
  const days: string[] = [];
  for (let at = utcOf(from); at <= utcOf(to); at += DAY_MS) days.push(isoDay(at));
  return days;
}

export function presetPeriod(preset: ReportPreset, today: string): ReportPeriod {
  const now = utcOf(today);
  const [year = 0, month = 1] = today.split("-").map(Number);
  switch (preset) {
    case "7":
      return { from: isoDay(now - 6 * DAY_MS), to: today };
    case "30":
      return { from: isoDay(now - 29 * DAY_MS), to: today };
    case "mes":
      return { from: isoDay(Date.UTC(year, month - 1, 1)), to: today };
    case "mes-passado":
      return { from: isoDay(Date.UTC(year, month - 2, 1)), to: isoDay(Date.UTC(year, month - 1, 0)) };
  }
}

/** "De" and "Até" typed in; a pt-BR message when they make no period. */
export function customPeriod(from: string, to: string): ReportPeriod | { message: string } {
  if (!shopDayRange(from) || !shopDayRange(to)) return { message: "Escolha a data inicial e a final." };
  if (to < from) return { message: "A data final deve ser igual ou posterior à inicial." };
  if (reportDays({ from, to }).length > MAX_REPORT_DAYS) return { message: "Escolha um período de até um ano." };
  return { from, to };
}

/** The same number of days, just before: what "+12%" compares with. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const length = reportDays(period).length;
  const from = utcOf(period.from);
  return { from: isoDay(from - length * DAY_MS), to: isoDay(from - DAY_MS) };
}

export interface Totals {
  /** Cents. */
  sales: number;
  orders: number;
  /** Cents, rounded; 0 without orders. */
  average: number;
}

function totalsOf(days: readonly DaySummary[]): Totals {
  const sales = days.reduce((sum, day) => sum + day.sales, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  return { sales, orders, average: orders > 0 ? Math.round(sales / orders) : 0 };
}

/** "+12%", "−5%", "0%"; "—" when the previous period had nothing to compare with. */
export function changeText(now: number, before: number): string {
  if (before === 0) return "—";
  const percent = Math.round(((now - before) / before) * 100);
  return percent > 0 ? `+${percent}%` : percent < 0 ? `−${Math.abs(percent)}%` : "0%";
}

/** Under a figure: "+12% sobre os 7 dias anteriores", "−5% sobre o dia anterior", "Sem pedidos nos 7 dias…". */
export function comparisonText(now: number, before: number, period: ReportPeriod): string {
  const days = reportDays(period).length;
  const change = changeText(now, before);
  if (change === "—") return days === 1 ? "Sem pedidos no dia anterior" : `Sem pedidos nos ${days} dias anteriores`;
  return `${change} ${days === 1 ? "sobre o dia anterior" : `sobre os ${days} dias anteriores`}`;
}

export interface Ranked {
  name: string;
  units: number;
  /** Cents; absent for option choices, whose price is in their drink's. */
  cents?: number;
}

export interface Report {
  period: ReportPeriod;
  days: { date: string; sales: number; orders: number }[];
  totals: Totals;
  previous: Totals;
  items: Ranked[];
  choices: Ranked[];
  /** Orders by weekday (0 = domingo) and hour. */
  heat: number[][];
  payments: { method: string; count: number; cents: number }[];
  modes: DaySummary["modes"];
  coupons: DaySummary["coupons"];
  rewards: DaySummary["rewards"];
  cancelled: number;
  discounts: number;
  fees: number;
}

const byUnitsThenName = (a: Ranked, b: Ranked) => b.units - a.units || a.name.localeCompare(b.name, "pt-BR");

/** `summaries` of the period's days (a day without one had no orders), and of the period before. */
export function buildReport(
  period: ReportPeriod,
  summaries: readonly DaySummary[],
  previous: readonly DaySummary[],
): Report {
  const inPeriod = new Set(reportDays(period));
  const days = summaries.filter((day) => inPeriod.has(day.date));
  const byDate = new Map(days.map((day) => [day.date, day]));
  const items = new Map<string, Ranked>();
  const choices = new Map<string, number>();
  const payments = new Map<string, { count: number; cents: number }>();
  const heat = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  const modes = { delivery: 0, pickup: 0, table: 0, scheduled: 0 };
  let coupons: [number, number] = [0, 0];
  let rewards: [number, number] = [0, 0];
  for (const day of days) {
    for (const [name, [units, cents]] of Object.entries(day.items)) {
      const ranked = items.get(name) ?? { name, units: 0, cents: 0 };
      items.set(name, { name, units: ranked.units + units, cents: (ranked.cents ?? 0) + cents });
    }
    for (const [name, units] of Object.entries(day.choices)) choices.set(name, (choices.get(name) ?? 0) + units);
    for (const [method, [count, cents]] of Object.entries(day.payments)) {
      const sum = payments.get(method) ?? { count: 0, cents: 0 };
      payments.set(method, { count: sum.count + count, cents: sum.cents + cents });
    }
    const weekday = shopClock(shopDayRange(day.date)?.start ?? 0).weekday;
    day.hours.forEach((orders, hour) => {
      const row = heat[weekday];
      if (row) row[hour] = (row[hour] ?? 0) + orders;
    });
    for (const mode of ["delivery", "pickup", "table", "scheduled"] as const) modes[mode] += day.modes[mode];
    coupons = [coupons[0] + day.coupons[0], coupons[1] + day.coupons[1]];
    rewards = [rewards[0] + day.rewards[0], rewards[1] + day.rewards[1]];
  }
  return {
    period,
    days: [...inPeriod].map((date) => ({
      date,
      sales: byDate.get(date)?.sales ?? 0,
      orders: byDate.get(date)?.orders ?? 0,
    })),
    totals: totalsOf(days),
    previous: totalsOf(previous),
    items: [...items.values()].sort(byUnitsThenName),
    choices: [...choices].map(([name, units]) => ({ name, units })).sort(byUnitsThenName),
    heat,
    payments: [...payments].map(([method, sum]) => ({ method, ...sum })).sort((a, b) => b.cents - a.cents),
    modes,
    coupons,
    rewards,
    cancelled: days.reduce((sum, day) => sum + day.cancelled, 0),
    discounts: days.reduce((sum, day) => sum + day.discounts, 0),
    fees: days.reduce((sum, day) => sum + day.fees, 0),
  };
}
