import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingTop: vars.space.md,
  borderRadius: `${vars.radius.sm} ${vars.radius.lg}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textAlign: "center",
});

// The Dono's photos are squares: rounded as the card is. The drawings' corners are empty.
globalStyle(`${card} > img`, { borderRadius: vars.radius.md, objectFit: "cover" });

export const tag = style({
  padding: `0.15rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.size.xs,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.03em",
});

export const title = style({ fontSize: vars.size.lg });

// A 44 px target around a one-line title, without making the card any taller.
export const titleLink = style({
  display: "inline-block",
  paddingBlock: "0.6875rem",
  marginBlock: "-0.6875rem",
  color: vars.color.brandDark,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const details = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm, flexGrow: 1 });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  width: "100%",
  marginTop: vars.space.sm,
});

export const price = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
  fontWeight: 700,
  color: vars.color.text,
  marginRight: "auto",
});

export const customize = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.layout.tapTarget,
  color: vars.color.brandDark,
  fontWeight: 600,
});
