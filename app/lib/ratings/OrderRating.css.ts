import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const rating = style({
  display: "grid",
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.size.lg });

export const group = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, border: 0 });

export const legend = style({ padding: 0, fontWeight: 600 });

export const stars = style({ display: "flex", gap: vars.space.xs });

export const star = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: vars.layout.tapTarget,
  minHeight: vars.layout.tapTarget,
  fontSize: "1.75rem",
  lineHeight: 1,
  color: vars.color.textMuted,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: {
    "&:focus-within": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const starOn = style({ color: vars.color.brandDark });

export const text = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const reply = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
