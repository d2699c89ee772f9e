/** Order ahead: the slots a shopper may choose; firestore.rules check the same marks, lead and reach. */
import { closedReason, isWithinHours, shopClock, shopDayMonthText, toTimeInput } from "./shop-hours";
import type { OpeningHours, ShopSettings } from "./shop-settings";

export const SLOT_MINUTES = 15;
/** "Hoje" and the 6 days after it; the rules allow a slot up to this many days after the order. */
const SCHEDULE_DAYS_AHEAD = 6;
export const MAX_SCHEDULE_DAYS = SCHEDULE_DAYS_AHEAD + 1;
/** Before this, a scheduled order waits in "Agendados" on /Admin. */
export const SCHEDULED_ACTIVE_BEFORE_MS = 30 * 60 * 1000;

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

const weekdayShort = ["dom.", "seg.", "ter.", "qua.", "qui.", "sex.", "sáb."] as const;

/** "Hoje", "Amanhã", then "sáb., 29/11": the days of the "Dia" select. */
export function dayLabel(dayStart: number, now: number): string {
  const days = Math.round((dayStart - shopClock(now).dayStart) / DAY_MS);
  if (days === 0) return "Hoje";
  if (days === 1) return "Amanhã";
  return `${weekdayShort[shopClock(dayStart).weekday]}, ${shopDayMonthText(dayStart)}`;
}

/** "07:30", in the shop's time. */
export function slotLabel(at: number): string {
  return toTimeInput(shopClock(at).minute);
}

/** The shop's day starts of today and the days the shopper may choose. */
export function scheduleDays(now: number): number[] {
  const today = shopClock(now).dayStart;
  return Array.from({ length: SCHEDULE_DAYS_AHEAD + 1 }, (_, ahead) => today + ahead * DAY_MS);
}

interface SlotRules {
  hours: readonly (OpeningHours | null)[];
  leadMinutes: number;
}

/** The 15-minute marks of one shop day inside its hours, none before now plus the lead time. */
export function daySlots({ hours, leadMinutes }: SlotRules, dayStart: number, now: number): number[] {
  const earliest = now + leadMinutes * MINUTE_MS;
  const slots: number[] = [];
  for (let at = dayStart; at < dayStart + DAY_MS; at += SLOT_MS) {
    if (at >= earliest && isWithinHours(hours, at)) slots.push(at);
  }
  return slots;
}

/** What the rules hold a scheduled time to, in the same terms. */
export function isValidSlot(rules: SlotRules, at: number, now: number): boolean {
  return (
    at % SLOT_MS === 0 &&
    at >= now + rules.leadMinutes * MINUTE_MS &&
    at <= now + MAX_SCHEDULE_DAYS * DAY_MS &&
    isWithinHours(rules.hours, at)
  );
}

/** "Agendado para amanhã, 07:30"; a later day by its date. */
export function scheduledText(at: number, now: number): string {
  const day = dayLabel(shopClock(at).dayStart, now);
  const when = day === "Hoje" || day === "Amanhã" ? day.toLowerCase() : day;
  return `Agendado para ${when}, ${slotLabel(at)}`;
}

/** Null while scheduled orders are taken: always, but during a pause staff did not open to them. */
export function scheduleClosedReason(
  settings: Pick<ShopSettings, "paused" | "orderAhead">,
  now: number,
): string | null {
  return settings.paused && !settings.orderAhead.whilePaused
    ? closedReason({ open: false, reason: "paused", reopensAt: null }, now)
    : null;
}

/** The slots of the "Horário" select: the day's, less those full. */
export function offeredSlots(
  settings: Pick<ShopSettings, "hours" | "orderAhead">,
  dayStart: number,
  now: number,
  full: ReadonlySet<number>,
): number[] {
  return daySlots({ hours: settings.hours, leadMinutes: settings.orderAhead.leadMinutes }, dayStart, now).filter(
    (at) => !full.has(at),
  );
}
