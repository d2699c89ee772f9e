import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const options = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
});

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "3rem",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  cursor: "pointer",
  fontWeight: 600,
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const radio = style({ accentColor: vars.color.brand, width: "1.1rem", height: "1.1rem" });
