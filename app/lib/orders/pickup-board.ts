/** /painel, the counter's screen (issue 59): which orders it shows, and for how long. */
import { shopDay, shopDayOffsetMs } from "./order-quota";
import { type OrderStatus, PREPARING, READY_FOR_PICKUP, statusMode } from "./order-statuses";

/** firestore.rules take only these on the board. */
export const boardStatuses = [PREPARING, READY_FOR_PICKUP] as const satisfies readonly OrderStatus[];

/** A ready order nobody picked up leaves the board after this. */
export const BOARD_READY_MINUTES = 15;

export interface BoardEntry {
  number: number;
  callName: string;
  status: (typeof boardStatuses)[number];
  /** When it reached its status, ms: the server's. */
  updatedAt: number;
}

/** What the board's document of an order moving to `status` is: null when it has none (a delivery, an end). */
export function boardEntryOf(
  order: { mode?: unknown; dayNumber?: unknown; callName?: unknown },
  status: string,
): Omit<BoardEntry, "updatedAt"> | null {
  const onBoard = statusMode(order.mode) !== "delivery" && (boardStatuses as readonly string[]).includes(status);
  if (!onBoard || typeof order.dayNumber !== "number") return null;
  return {
    number: order.dayNumber,
    callName: typeof order.callName === "string" ? order.callName : "",
    status: status as BoardEntry["status"],
  };
}

/** Made first, oldest first: the order the counter calls them in. A ready order leaves after BOARD_READY_MINUTES. */
export function boardColumns(
  entries: readonly BoardEntry[],
  now: number,
): { preparing: BoardEntry[]; ready: BoardEntry[] } {
  const oldestFirst = [...entries].sort((a, b) => a.updatedAt - b.updatedAt || a.number - b.number);
  return {
    preparing: oldestFirst.filter((entry) => entry.status === PREPARING),
    ready: oldestFirst.filter(
      (entry) => entry.status === READY_FOR_PICKUP && now - entry.updatedAt < BOARD_READY_MINUTES * 60_000,
    ),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the shop's day (ms): what the board reads from, so a day's leftovers never show the next. */
export function boardSince(now: number): number {
  return shopDay(now) * DAY_MS - shopDayOffsetMs;
}
