import { closedText, offeredSlots, scheduleDays, type ShopSettings, shopStatus } from "~/lib/shop";

export type ScheduleWhen = "agora" | "agendar";

export interface ScheduleChoiceState {
  /** "agendar" whenever an order for now is not taken. */
  when: ScheduleWhen;
  /** Why "Agora" is disabled; null while the shop takes orders for now. */
  nowUnavailable: string | null;
  days: number[];
  day: number;
  slots: number[];
  /** Null until one is chosen when the shop closed under an order for now, or when the one chosen is gone. */
  slot: number | null;
  /** The slot chosen filled up or fell within the lead time: another must be chosen. */
  slotGone: boolean;
  /** What the order carries: null for "Agora". */
  scheduledFor: number | null;
}

interface ScheduleInput {
  settings: Pick<ShopSettings, "paused" | "hours" | "orderAhead">;
  now: number;
  when: ScheduleWhen;
  day: number | null;
  slot: number | null;
  full: ReadonlySet<number>;
}

/**
 * The day chosen, else the first with a free slot; the slot chosen while still offered, else the day's
 * first when the shopper chose "Agendar". Never a slot the shopper did not see: an order for now the
 * closing shop turned to "Agendar", or a slot that is gone, waits for a choice.
 */
export function scheduleChoiceState({ settings, now, when, day, slot, full }: ScheduleInput): ScheduleChoiceState {
  const status = shopStatus(settings, now);
  const nowUnavailable = status.open ? null : closedText(status, now);
  const chosenWhen = nowUnavailable ? "agendar" : when;
  const days = scheduleDays(now);
  const slotsOf = (start: number) => offeredSlots(settings, start, now, full);
  const chosenDay =
    day !== null && days.includes(day) ? day : (days.find((start) => slotsOf(start).length > 0) ?? days[0] ?? now);
  const slots = slotsOf(chosenDay);
  const slotGone = slot !== null && !slots.includes(slot);
  const chosenSlot = slot !== null ? (slotGone ? null : slot) : when === "agendar" ? (slots[0] ?? null) : null;
  return {
    when: chosenWhen,
    nowUnavailable,
    days,
    day: chosenDay,
    slots,
    slot: chosenSlot,
    slotGone,
    scheduledFor: chosenWhen === "agendar" ? chosenSlot : null,
  };
}
