import { style } from "@vanilla-extract/css";

import { textInput } from "./shared.css";
import { vars } from "./theme.css";

/** The checkout's form parts: a card-like fieldset on a six-column grid, and its fields. */

export const fieldset = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(6, minmax(0, 1fr))",
  margin: 0,
  padding: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  // A pickup keeps the typed address out of sight (and out of the form) until "Entrega" again.
  selectors: { "&[hidden]": { display: "none" } },
});

export const legend = style({
  float: "left",
  gridColumn: "1 / -1",
  padding: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
  fontWeight: 700,
  color: vars.color.brandDark,
});

export const hint = style({ gridColumn: "1 / -1", margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

const span = (columns: number) =>
  style({ gridColumn: `span ${columns}`, "@media": { "(max-width: 40rem)": { gridColumn: "1 / -1" } } });

export const wide = span(6);
export const half = span(3);
export const twoThirds = span(4);
export const third = span(2);

export const field = style({ display: "grid", gap: vars.space.xs, alignContent: "start" });

export const label = style({ fontWeight: 600, fontSize: vars.size.sm });

export const input = style([
  textInput,
  {
    selectors: {
      "&[readonly]": { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      "&[aria-invalid='true']": { borderColor: vars.color.danger },
    },
  },
]);

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.size.sm, fontWeight: 600 });
