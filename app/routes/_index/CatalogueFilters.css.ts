import { globalStyle, style } from "@vanilla-extract/css";

import { FAVORITES_WORD, FILTER_ATTRIBUTE, FILTER_WORD_ATTRIBUTE, productTypes } from "~/lib/catalogue";
import { chip, chipChosen, textInput } from "~/styles/shared.css";
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

export const typeButton = chip;

// Before the app runs: the URL's filter as the first paint's script marked it on <html> (first-paint-filter.ts).
globalStyle(`html[${FILTER_ATTRIBUTE}] ${form}[hidden]`, { display: "grid" });
const markedButton = (word: string) =>
  `html[${FILTER_ATTRIBUTE}~="${word}"] ${typeButton}[${FILTER_WORD_ATTRIBUTE}="${word}"]`;
for (const word of [...productTypes, FAVORITES_WORD]) globalStyle(markedButton(word), chipChosen);
globalStyle(`${markedButton(FAVORITES_WORD)} svg`, { fill: "currentColor" });
