import { type StaffAction, staffActionSchema } from "~/lib/orders";
import { changeEntries, readableValues, readEntries, type StoredEntry, writeRaw } from "~/lib/platform";

import {
  type StaffAlertSettings,
  staffAlertSettingsSchema,
  type TicketPaper,
  ticketPaperSchema,
} from "./staff-schemas";

// Loaded with /Admin, which needs zod for its forms anyway: a change made offline right after the first paint is
// stored without waiting for a chunk.
const alertSettingsSchema = () => Promise.resolve(staffAlertSettingsSchema);
const actionSchema = () => Promise.resolve(staffActionSchema);
const paperSchema = () => Promise.resolve(ticketPaperSchema);

/** Off until staff turn one on, and after a value that cannot be read. */
export async function readStaffAlertSettings(): Promise<StaffAlertSettings> {
  const [entry] = await readEntries("staffAlerts", alertSettingsSchema);
  return entry?.value ?? { sound: false, notifications: false };
}

export function writeStaffAlertSettings(settings: StaffAlertSettings): void {
  writeRaw("staffAlerts", settings);
}

/** 80 mm, the usual roll, until staff choose another on this device. */
export async function readTicketPaper(): Promise<TicketPaper> {
  const [entry] = await readEntries("ticketPaper", paperSchema);
  return entry?.value ?? "80";
}

export function writeTicketPaper(paper: TicketPaper): void {
  writeRaw("ticketPaper", paper);
}

/** Unreadable ones are left out, and kept. */
export async function readStaffActions(): Promise<StaffAction[]> {
  return readableValues(await readEntries("staffActions", actionSchema));
}

/** Under a lock as for the orders: two tabs of /Admin queue and settle them. */
export function changeStaffActions(
  change: (entries: StoredEntry<StaffAction>[]) => StoredEntry<StaffAction>[] | null,
): Promise<void> {
  return changeEntries("staffActions", actionSchema, (entries) => ({ next: change(entries), result: undefined }));
}
