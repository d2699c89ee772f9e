import { style } from "@vanilla-extract/css";

import { textInput } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const list = style({ listStyle: "none", display: "grid", gap: vars.space.lg });

export const order = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const heading = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
});

export const orderTitle = style({ fontSize: vars.size.lg, fontFamily: vars.font.body });

export const status = style({
  padding: `0.15rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.size.sm,
});

export const time = style({ color: vars.color.textMuted, fontSize: vars.size.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const statusControl = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  fontWeight: 600,
  fontSize: vars.size.sm,
});

export const select = style([textInput, { width: "auto" }]);
