import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const panel = style({
  display: "grid",
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.size.lg });

export const control = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });

export const state = style({ margin: 0, flex: "1 1 18rem" });

/**
 * Empty until an order arrives: then each "Novo pedido" stands out above the list. Never hidden:
 * a live region must be there before its text changes for screen readers to announce it.
 */
export const announcements = style({
  display: "grid",
  gap: vars.space.sm,
  marginBlockEnd: vars.space.lg,
  selectors: { "&:empty": { marginBlockEnd: 0 } },
});

export const announcement = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.size.lg,
});
