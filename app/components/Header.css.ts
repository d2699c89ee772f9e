import { style } from "@vanilla-extract/css";

import { container } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style([
  container,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.md,
    minHeight: vars.layout.headerHeight,
  },
]);

export const logo = style({
  display: "inline-flex",
  minWidth: vars.layout.tapTarget,
  minHeight: vars.layout.tapTarget,
  alignItems: "center",
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
  fontWeight: 700,
  color: vars.color.brandDark,
  textDecoration: "none",
});

export const logoText = style({
  "@media": { "(max-width: 26rem)": { display: "none" } },
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const location = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.5rem",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontSize: vars.size.sm,
  whiteSpace: "nowrap",
});

export const cartLink = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.layout.tapTarget,
  height: vars.layout.tapTarget,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

// Absolutely placed so that showing or hiding it never moves anything.
export const badge = style({
  position: "absolute",
  top: "-0.45rem",
  right: "-0.45rem",
  minWidth: "1.35rem",
  height: "1.35rem",
  paddingInline: "0.3rem",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onBrand,
  fontSize: vars.size.xs,
  fontWeight: 700,
  lineHeight: "1.35rem",
  textAlign: "center",
});
