import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const section = style({
  marginBlock: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cups = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: 0,
  fontSize: vars.size.xl,
});

export const cup = style({ opacity: 0.25, filter: "grayscale(1)" });
export const stamped = style({ opacity: 1 });
export const count = style({ fontWeight: 700, color: vars.color.brandDark });
