/** firestore.rules check the same hours. */
import type { OpeningHours, ShopSettings } from "./shop-settings";

export const WEEKDAYS = ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"] as const;

/** Recife is UTC-3 all year; the one statement of the shop's time zone (the rules' is generated from it). */
export const SHOP_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export function shopClock(now: number): { weekday: number; minute: number; dayStart: number } {
  const local = now + SHOP_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  // 1970-01-01 was a Thursday.
  return {
    weekday: (((day + 4) % 7) + 7) % 7,
    minute: Math.floor((local - day * DAY_MS) / MINUTE_MS),
    dayStart: day * DAY_MS - SHOP_OFFSET_MS,
  };
}

function alwaysOpen(hours: readonly (OpeningHours | null)[]): boolean {
  return hours.every((day) => day === null);
}

function openToday(hours: OpeningHours | null | undefined, minute: number): boolean {
  if (!hours) return false;
  return hours.closes > hours.opens ? minute >= hours.opens && minute < hours.closes : minute >= hours.opens;
}

function openSinceYesterday(hours: OpeningHours | null | undefined, minute: number): boolean {
  return !!hours && hours.closes <= hours.opens && minute < hours.closes;
}

export function isWithinHours(hours: readonly (OpeningHours | null)[], now: number): boolean {
  if (alwaysOpen(hours)) return true;
  const { weekday, minute } = shopClock(now);
  return openToday(hours[weekday], minute) || openSinceYesterday(hours[(weekday + 6) % 7], minute);
}

export function nextOpening(hours: readonly (OpeningHours | null)[], now: number): number | null {
  if (alwaysOpen(hours)) return null;
  const { weekday, dayStart } = shopClock(now);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = hours[(weekday + ahead) % 7];
    if (!day) continue;
    const opening = dayStart + ahead * DAY_MS + day.opens * MINUTE_MS;
    if (opening > now) return opening;
  }
  return null;
}

type ShopStatus = { open: true } | { open: false; reason: "paused" | "hours"; reopensAt: number | null };

export function shopStatus(settings: Pick<ShopSettings, "paused" | "hours">, now: number): ShopStatus {
  if (settings.paused) return { open: false, reason: "paused", reopensAt: null };
  if (isWithinHours(settings.hours, now)) return { open: true };
  return { open: false, reason: "hours", reopensAt: nextOpening(settings.hours, now) };
}

function formatHour(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return minute === 0 ? `${hour}h` : `${hour}h${String(minute).padStart(2, "0")}`;
}

function reopeningText(reopensAt: number, now: number): string {
  const today = shopClock(now);
  const then = shopClock(reopensAt);
  const days = Math.round((then.dayStart - today.dayStart) / DAY_MS);
  const when =
    days === 0
      ? "hoje"
      : days === 1
        ? "amanhã"
        : `${then.weekday === 6 || then.weekday === 0 ? "no" : "na"} ${WEEKDAYS[then.weekday]?.toLowerCase()}`;
  return `Abrimos ${when} às ${formatHour(then.minute)}`;
}

export function closedText(status: Exclude<ShopStatus, { open: true }>, now: number): string {
  if (status.reason === "paused") return "Os pedidos estão pausados no momento.";
  return status.reopensAt === null
    ? "Estamos fora do horário de atendimento."
    : `${reopeningText(status.reopensAt, now)}.`;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "28/11", the shop's day and month; Intl.DateTimeFormat would load time-zone data worth a long task on a phone. */
export function shopDayMonthText(at: number): string {
  const date = new Date(at + SHOP_OFFSET_MS);
  return `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}`;
}

/** "28/11/2026", the shop's date. */
export function shopDateText(at: number): string {
  return `${shopDayMonthText(at)}/${new Date(at + SHOP_OFFSET_MS).getUTCFullYear()}`;
}

/** "08:12", the shop's time. */
export function shopTimeText(at: number): string {
  return toTimeInput(shopClock(at).minute);
}

/** "28/11/2026, 08:12", the shop's date and time. */
export function shopDateTimeText(at: number): string {
  return `${shopDateText(at)}, ${shopTimeText(at)}`;
}

export function toTimeInput(minutes: number): string {
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

export function fromTimeInput(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The home page's line: "Aberto agora · hoje das 07:00 às 19:00"; null while closed (the banner says it). */
export function openNowText(settings: Pick<ShopSettings, "paused" | "hours">, now: number): string | null {
  if (!shopStatus(settings, now).open) return null;
  if (alwaysOpen(settings.hours)) return "Aberto agora · 24 horas, todos os dias";
  const { weekday, minute } = shopClock(now);
  const today = settings.hours[weekday];
  if (today && openToday(today, minute)) {
    if (today.opens === today.closes) return "Aberto agora · 24 horas hoje";
    return `Aberto agora · hoje das ${toTimeInput(today.opens)} às ${toTimeInput(today.closes)}`;
  }
  // Open since yesterday, past midnight.
  const yesterday = settings.hours[(weekday + 6) % 7];
  return yesterday ? `Aberto agora · até ${toTimeInput(yesterday.closes)}` : "Aberto agora";
}

export function closedReason(status: Exclude<ShopStatus, { open: true }>, now: number): string {
  return `Loja fechada. ${closedText(status, now)}`;
}
