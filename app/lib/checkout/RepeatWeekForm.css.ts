import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

/** Below the order's actions, as wide as the order's card. */
export const repeatForm = style({ marginTop: vars.space.lg, maxWidth: "40rem" });

export const days = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const day = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  selectors: { "&:has(input:disabled)": { color: vars.color.textMuted, borderStyle: "dashed" } },
});
