import { style } from "@vanilla-extract/css";

import { noticeStrip } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const banner = noticeStrip;

export const openLine = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "center",
  color: vars.color.success,
  fontSize: vars.size.sm,
  lineHeight: 1.5,
  fontWeight: 600,
});
