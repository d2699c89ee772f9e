import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

import { staffPanel, staffPanelTitle } from "./StaffPanel.css";

/** A little tighter than the other staff panels: it sits above the inbox. */
// Short on a phone: the orders' columns come right after it.
export const panel = style([
  staffPanel,
  { gap: vars.space.md, marginBlockEnd: vars.space.lg, "@media": { "(max-width: 40rem)": { gap: vars.space.sm } } },
]);

export const title = style([staffPanelTitle, { fontSize: vars.size.lg }]);

export const control = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const state = style({ margin: 0, flex: "1 1 18rem" });

/** Never hidden: a live region must be there before its text changes for screen readers to announce it. */
export const announcements = style({
  display: "grid",
  gap: vars.space.sm,
  marginBlockEnd: vars.space.lg,
  selectors: { "&:empty": { marginBlockEnd: 0 } },
});

export const announcement = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.size.lg,
});
