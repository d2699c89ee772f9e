import type { StaffAction } from "~/lib/inbox";
import { changeEntries, readableValues, readEntries, type StoredEntry, writeRaw } from "~/lib/platform";

import type { StaffAlertSettings } from "./staff-schemas";

const alertSettingsSchema = () => import("./staff-schemas").then((module) => module.staffAlertSettingsSchema);
const actionSchema = () => import("~/lib/inbox").then((module) => module.staffActionSchema);

/** Staff's choice of alerts on this device: off until they turn one on (and after a value that cannot be read). */
export async function readStaffAlertSettings(): Promise<StaffAlertSettings> {
  const [entry] = await readEntries("staffAlerts", alertSettingsSchema);
  return entry?.value ?? { sound: false, notifications: false };
}

export function writeStaffAlertSettings(settings: StaffAlertSettings): void {
  writeRaw("staffAlerts", settings);
}

/** Staff's changes to the shop not yet saved there, and those it refused; unreadable ones are left out (and kept). */
export async function readStaffActions(): Promise<StaffAction[]> {
  return readableValues(await readEntries("staffActions", actionSchema));
}

/**
 * A read-modify-write of staff's actions, under a lock as for the orders (changeOrders): two tabs
 * of /Admin queue and settle them. Throws StorageWriteError when the write fails.
 */
export function changeStaffActions(
  change: (entries: StoredEntry<StaffAction>[]) => StoredEntry<StaffAction>[] | null,
): Promise<void> {
  return changeEntries("staffActions", actionSchema, (entries) => ({ next: change(entries), result: undefined }));
}
