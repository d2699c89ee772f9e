import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

import { caption, cell, number, table } from "./DayClose.css";
import { staffPanel, staffPanelTitle } from "./StaffPanel.css";

export { caption, cell, number, table };

export const panel = style([staffPanel, { gap: vars.space.md, justifyItems: "start" }]);

export const title = staffPanelTitle;

export const muted = style({ display: "block", margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const check = style({ display: "flex", alignItems: "center", gap: vars.space.xs, fontWeight: 700 });

export const actions = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });

export const couponBlock = style([actions, { width: "100%" }]);

export const nameCell = style([cell, { fontWeight: 400, overflowWrap: "anywhere", minWidth: "10rem" }]);

/** The column's name is the button: the sort is chosen where it shows. */
export const sortButton = style({
  font: "inherit",
  fontWeight: 700,
  color: "inherit",
  background: "none",
  border: 0,
  padding: 0,
  cursor: "pointer",
  textAlign: "inherit",
  minHeight: "2.75rem",
  whiteSpace: "nowrap",
});
