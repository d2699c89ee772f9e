import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const banner = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accentSoft,
  color: vars.color.text,
  textAlign: "center",
  fontSize: vars.size.sm,
});
