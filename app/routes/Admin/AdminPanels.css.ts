import { style } from "@vanilla-extract/css";

import { button } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const nav = style({ marginBlockEnd: vars.space.lg });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const current = { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand };

// The current panel's colours must outrank the secondary button's hover, as the catalogue's filter chips do.
export const link = style([
  button.secondary,
  {
    borderRadius: vars.radius.pill,
    selectors: {
      "&[aria-current='page']": current,
      "&[aria-current='page']:hover": { background: vars.color.brandDark },
    },
  },
]);
