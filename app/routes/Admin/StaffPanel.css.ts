import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

/** A section of /Admin's staff view (Loja, Fechamento do dia): a card with its own heading. */
export const staffPanel = style({
  display: "grid",
  marginBlockEnd: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const staffPanelTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.size.xl });
