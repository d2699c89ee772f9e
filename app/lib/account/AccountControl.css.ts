import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const account = style({ position: "relative", display: "flex", alignItems: "center", gap: vars.space.sm });

export const photo = style({ width: "2rem", height: "2rem", borderRadius: vars.radius.pill, objectFit: "cover" });

export const name = style({
  maxWidth: "10rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: 600,
  "@media": { "(max-width: 40rem)": { display: "none" } },
});

export const error = style({
  position: "absolute",
  top: "calc(100% + 0.5rem)",
  right: 0,
  width: "18rem",
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.size.sm,
  fontWeight: 600,
  boxShadow: vars.shadow.card,
});

export const dialog = style({
  width: "min(26rem, calc(100vw - 2rem))",
  padding: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
  selectors: { "&::backdrop": { background: vars.color.backdrop } },
});

export const dialogForm = style({ display: "grid", gap: vars.space.md });

export const dialogTitle = style({ fontSize: vars.size.lg, color: vars.color.brandDark });

export const dialogHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const dialogActions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm });

export const link = style({
  fontWeight: 600,
  color: vars.color.brandDark,
  whiteSpace: "nowrap",
  textUnderlineOffset: "0.2em",
});
