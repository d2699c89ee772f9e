import { style } from "@vanilla-extract/css";

import { button, textInput } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const form = style({
  display: "grid",
  gap: vars.space.md,
  marginTop: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { "&[hidden]": { display: "none" } },
});

export const searchField = style({ display: "grid", gap: vars.space.xs, fontWeight: 600 });

export const searchInput = style([textInput, { fontWeight: 400 }]);

export const types = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, border: 0, padding: 0, margin: 0 });

export const typeLegend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });

export const typeButton = style([
  button.secondary,
  {
    borderRadius: vars.radius.pill,
    selectors: {
      "&[aria-pressed='true']": {
        background: vars.color.brand,
        color: vars.color.onBrand,
        borderColor: vars.color.brand,
      },
    },
  },
]);
