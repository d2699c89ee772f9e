import { style } from "@vanilla-extract/css";

import { button } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const addButton = button.primary;

export const error = style({ flexBasis: "100%", color: vars.color.danger, fontSize: vars.size.sm, margin: 0 });

export const soldOut = style({
  margin: 0,
  fontWeight: 700,
  color: vars.color.danger,
});

/** Empty until a line is added: a live region must be there before its text. */
export const added = style({
  flexBasis: "100%",
  margin: 0,
  fontSize: vars.size.sm,
  fontWeight: 600,
  selectors: { "&:empty": { position: "absolute", width: 1, height: 1, overflow: "hidden" } },
});
