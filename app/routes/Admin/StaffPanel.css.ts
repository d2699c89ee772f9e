import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const staffPanel = style({
  display: "grid",
  marginBlockEnd: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A panel's list of entries (ratings, team members), each ruled off from the one before. */
export const staffList = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const staffListEntry = style({
  display: "grid",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const staffPanelTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.size.xl });
