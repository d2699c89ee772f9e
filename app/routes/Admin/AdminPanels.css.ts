import { style } from "@vanilla-extract/css";

import { chip } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const nav = style({ marginBlockEnd: vars.space.lg });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = chip;
