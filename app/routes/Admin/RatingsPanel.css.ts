import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

import { staffList, staffListEntry, staffPanel, staffPanelTitle } from "./StaffPanel.css";

export const panel = style([staffPanel, { gap: vars.space.md }]);

export const title = staffPanelTitle;

export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: 0, padding: 0 });

export const tag = style({
  listStyle: "none",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
});

export const list = staffList;

export const rating = staffListEntry;

export const heading = style({ margin: 0, fontSize: vars.size.lg, fontFamily: vars.font.body });

export const field = style({ display: "grid", gap: vars.space.xs, fontWeight: 700 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
