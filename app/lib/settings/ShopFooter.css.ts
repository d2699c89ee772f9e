import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const contacts = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: `0 ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

globalStyle(`${contacts} a`, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.layout.tapTarget,
});
