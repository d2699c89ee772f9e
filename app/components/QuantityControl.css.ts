import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const control = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const step = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.layout.tapTarget,
  height: vars.layout.tapTarget,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.brand,
  cursor: "pointer",
  selectors: {
    "&:hover:not([aria-disabled='true'])": { background: vars.color.brandSoft },
    "&[aria-disabled='true']": { color: vars.color.textMuted, cursor: "not-allowed", opacity: 0.6 },
  },
});

export const value = style({ minWidth: "1.75rem", textAlign: "center", fontWeight: 700 });
