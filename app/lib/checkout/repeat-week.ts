import {
  dayLabel,
  isValidSlot,
  MAX_SCHEDULE_DAYS,
  scheduleClosedReason,
  shopClock,
  type ShopSettings,
} from "~/lib/shop";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Said beside a day that cannot be booked. */
export const REPEAT_DAY_UNAVAILABLE = {
  past: "já passou",
  closed: "loja fechada",
  full: "horário lotado",
  booked: "já agendado",
} as const;

interface RepeatDay {
  /** The order's time on that day, in ms (Recife keeps one offset all year). */
  at: number;
  /** "qua., 09/12". */
  label: string;
  /** Why it cannot be booked; null when it can. */
  unavailable: string | null;
}

/**
 * "Repetir na semana": the 7 days after a scheduled order's, at its time, as far as the shop takes orders ahead
 * (the week's end), each with what stops it: the time already past or within the lead, the shop closed, the slot
 * full, an order of this device already there (`booked`), or a pause that takes no orders ahead.
 */
export function repeatWeekDays(
  scheduledFor: number,
  settings: Pick<ShopSettings, "paused" | "hours" | "orderAhead">,
  now: number,
  full: ReadonlySet<number>,
  booked: ReadonlySet<number>,
): RepeatDay[] {
  const paused = scheduleClosedReason(settings, now);
  const rules = { hours: settings.hours, leadMinutes: settings.orderAhead.leadMinutes };
  const days: RepeatDay[] = [];
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const at = scheduledFor + ahead * DAY_MS;
    if (at > now + MAX_SCHEDULE_DAYS * DAY_MS) break;
    const unavailable =
      at < now + rules.leadMinutes * 60_000
        ? REPEAT_DAY_UNAVAILABLE.past
        : !isValidSlot(rules, at, now)
          ? REPEAT_DAY_UNAVAILABLE.closed
          : booked.has(at)
            ? REPEAT_DAY_UNAVAILABLE.booked
            : full.has(at)
              ? REPEAT_DAY_UNAVAILABLE.full
              : paused;
    days.push({ at, label: dayLabel(shopClock(at).dayStart, now), unavailable });
  }
  return days;
}
