import { style } from "@vanilla-extract/css";

import { noticeStrip } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-4rem",
  zIndex: 20,
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.layout.tapTarget,
  padding: vars.space.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: { "&:focus": { top: vars.space.sm } },
});

// A full screen even while "Carregando…", so the page that replaces the fallback moves no footer.
export const main = style({ minHeight: "100vh" });

export const footer = style({
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
});

// No margin: it would collapse through <main> and move it when the page replaces this fallback.
export const loading = style({ margin: 0, padding: vars.space.xl, textAlign: "center" });

export const shopStatus = style({ display: "contents" });

// The home page's "Aberto agora" line comes when the page is idle: its place is kept, so nothing below it moves.
export const shopStatusHome = style({ minHeight: `calc(${vars.size.sm} * 1.5 + 2 * ${vars.space.sm})` });

export const waitNote = noticeStrip;
