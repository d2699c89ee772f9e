import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accentSoft,
  color: vars.color.text,
  textAlign: "center",
  fontSize: vars.size.sm,
  display: "flex",
  gap: vars.space.sm,
  justifyContent: "center",
  alignItems: "center",
  flexWrap: "wrap",
});

export const leave = style({
  font: "inherit",
  color: vars.color.text,
  background: "transparent",
  border: `1px solid ${vars.color.text}`,
  borderRadius: "999px",
  padding: `2px ${vars.space.sm}`,
  cursor: "pointer",
});
