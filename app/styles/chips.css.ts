import { style } from "@vanilla-extract/css";

import { vars } from "./theme.css";

/** A row of chips that wraps: a rating's tags, a week's days. */
export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: 0, padding: 0, border: 0 });

/** A pill a finger can tap: a checkbox with its label, or a tag in a list; dimmed when its checkbox is disabled. */
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  listStyle: "none",
  selectors: { "&:has(input:disabled)": { color: vars.color.textMuted, borderStyle: "dashed" } },
});
