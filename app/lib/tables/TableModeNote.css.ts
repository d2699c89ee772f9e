import { style } from "@vanilla-extract/css";

import { noticeStrip } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const note = style([
  noticeStrip,
  {
    display: "flex",
    gap: vars.space.sm,
    justifyContent: "center",
    alignItems: "center",
    flexWrap: "wrap",
  },
]);

export const leave = style({
  font: "inherit",
  color: vars.color.text,
  background: "transparent",
  border: `1px solid ${vars.color.text}`,
  borderRadius: "999px",
  padding: `2px ${vars.space.sm}`,
  cursor: "pointer",
});
