import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const members = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const member = style({
  display: "grid",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const who = style({ margin: 0, overflowWrap: "anywhere" });
