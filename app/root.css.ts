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

export const main = style({ minHeight: "70vh" });

export const footer = style({
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
});

export const errorBox = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });

export const loading = style({ padding: vars.space.xl, textAlign: "center" });
