import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const busy = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const saved = style({ display: "grid", gap: vars.space.xs });

export const savedList = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

// An address is a line of text: it reads from the start, and wraps on a phone.
export const savedButton = style({
  width: "100%",
  justifyContent: "flex-start",
  textAlign: "start",
  whiteSpace: "normal",
});
