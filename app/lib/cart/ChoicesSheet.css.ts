import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

import { actions } from "./ProductChoices.css";

/** A sheet from the bottom on a phone, a centred box on a wider screen. */
export const sheet = style({
  width: "min(36rem, 100%)",
  maxHeight: "90dvh",
  margin: "auto auto 0",
  padding: vars.space.lg,
  border: 0,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  overflowY: "auto",
  "@media": { "(min-width: 40rem)": { margin: "auto", borderRadius: vars.radius.lg } },
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.45)" } },
});

export const header = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.size.xl });

globalStyle(`${sheet} ${actions}`, { background: vars.color.surface });
