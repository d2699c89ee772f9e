import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const ingredients = style({ paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });

export const group = style({ width: "100%" });

export const options = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const option = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.layout.tapTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
});

export const price = style({ fontFamily: vars.font.heading, fontSize: vars.size.xl, fontWeight: 700 });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const blocked = style({ margin: 0, fontWeight: 600 });
