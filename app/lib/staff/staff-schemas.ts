import * as z from "zod/mini";

/** Staff's alerts on /Admin, as this device remembers them; a missing field is off. */
export const staffAlertSettingsSchema = z.object({
  sound: z._default(z.boolean(), false),
  notifications: z._default(z.boolean(), false),
});
export type StaffAlertSettings = z.infer<typeof staffAlertSettingsSchema>;
