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

export const staffPanelTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.size.xl });
