import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-4rem",
  zIndex: 20,
  padding: vars.space.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: { "&:focus": { top: vars.space.sm } },
});

// A full screen even while "Carregando…": the footer starts below the fold, so the page that
// replaces the fallback moves nothing on screen (no layout shift).
export const main = style({ minHeight: "100vh" });

export const footer = style({
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
});

// No margin: a paragraph's top margin would collapse through <main> and move it when the page
// replaces this fallback.
export const loading = style({ margin: 0, padding: vars.space.xl, textAlign: "center" });

// The shop's status region holds nothing while the shop is open.
export const shopStatus = style({ display: "contents" });
