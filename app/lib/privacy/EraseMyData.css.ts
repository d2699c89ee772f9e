import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const section = style({
  display: "grid",
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
  maxWidth: "40rem",
});

export const title = style({ fontSize: vars.size.lg });
