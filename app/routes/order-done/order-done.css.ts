import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const title = style({ fontSize: vars.size.xxl, color: vars.color.accent, marginBlock: vars.space.lg });

export const lead = style({ fontSize: vars.size.lg, color: vars.color.textMuted, marginTop: 0 });

export const card = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "40rem",
  padding: vars.space.xl,
  borderRadius: `${vars.radius.sm} ${vars.radius.lg}`,
  border: `2px solid ${vars.color.accentSoft}`,
  background: vars.color.surface,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: vars.space.lg });
