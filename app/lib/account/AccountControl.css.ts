import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const account = style({ position: "relative", display: "flex", alignItems: "center", gap: vars.space.sm });

export const photo = style({ width: "2rem", height: "2rem", borderRadius: vars.radius.pill, objectFit: "cover" });

// Below this width the signed-in header (city, name, two links, "Sair", the cart) would not fit on one line.
const collapsed = "(max-width: 60rem)";

export const menuToggle = style({
  display: "none",
  alignItems: "center",
  justifyContent: "center",
  width: vars.layout.tapTarget,
  height: vars.layout.tapTarget,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: "pointer",
  "@media": { [collapsed]: { display: "inline-flex" } },
});

export const initial = style({ fontWeight: 700, color: vars.color.brandDark });

// Wide screens show the popover's content in the header's flow, undoing the browser's popover styles.
export const menu = style({
  position: "static",
  inset: "auto",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  overflow: "visible",
  "@media": {
    [collapsed]: {
      display: "none",
      selectors: {
        "&:popover-open": {
          display: "grid",
          justifyItems: "start",
          position: "fixed",
          top: `calc(${vars.layout.headerHeight} + 0.5rem)`,
          right: vars.space.md,
          minWidth: "14rem",
          maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
          padding: vars.space.md,
          borderRadius: vars.radius.md,
          background: vars.color.surface,
          boxShadow: vars.shadow.dialog,
        },
      },
    },
  },
});

export const menuPhoto = style({ display: "contents", "@media": { [collapsed]: { display: "none" } } });

export const name = style({
  maxWidth: "10rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: 600,
  "@media": { [collapsed]: { maxWidth: "16rem" } },
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
  "@media": { [collapsed]: { display: "inline-flex", alignItems: "center", minHeight: vars.layout.tapTarget } },
});
