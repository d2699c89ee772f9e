import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const heart = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.layout.tapTarget,
  height: vars.layout.tapTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.danger,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.dangerSoft },
    "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
  },
});

export const form = style({ position: "relative", display: "inline-flex" });

export const error = style({
  position: "absolute",
  top: "calc(100% + 0.25rem)",
  right: 0,
  width: "14rem",
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.size.xs,
  zIndex: 1,
});
