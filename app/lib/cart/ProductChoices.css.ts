import { globalStyle, style } from "@vanilla-extract/css";

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

/** Kept in view at the screen's foot while the choices scroll: on a phone they run past its first screen. */
export const actions = style({
  position: "sticky",
  bottom: 0,
  zIndex: 1,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  background: vars.color.background,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const blocked = style({ flexBasis: "100%", margin: 0, fontWeight: 600 });

// The quantity and the button side by side on a 360 px phone, each still a full tap target.
globalStyle(`${actions} button[type="submit"]`, { paddingInline: vars.space.sm });
