import * as z from "zod/mini";

/** Staff's alerts on /Admin, as this device remembers them; a missing field is off. */
export const staffAlertSettingsSchema = z.object({
  sound: z._default(z.boolean(), false),
  notifications: z._default(z.boolean(), false),
});
export type StaffAlertSettings = z.infer<typeof staffAlertSettingsSchema>;

/** The kitchen ticket's roll in this device's printer, in mm: 80 (72 printed) or 58 (48 printed). */
export const ticketPaperSchema = z.enum(["80", "58"]);
export type TicketPaper = z.infer<typeof ticketPaperSchema>;
