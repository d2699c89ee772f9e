import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const region = style({
  position: "fixed",
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 20,
  display: "flex",
  justifyContent: "center",
  pointerEvents: "none",
});

export const prompt = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandDark,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.card,
  pointerEvents: "auto",
});

export const action = style({
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.onBrand,
  fontWeight: 700,
  cursor: "pointer",
});
