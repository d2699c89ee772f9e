import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

import {
  CARD_ATTRIBUTE,
  cardKey,
  catalogue as coffees,
  EMPTY_WORD,
  FILTER_ATTRIBUTE,
  HIDE_ATTRIBUTE,
  NO_FAVORITES_WORD,
} from "~/lib/catalogue";
import { container } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.accentSoft})`,
  paddingBlock: vars.space.xxl,
});

export const heroInner = style([
  container,
  {
    display: "grid",
    gap: vars.space.xl,
    alignItems: "center",
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": { "(min-width: 52rem)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
  },
]);

export const headline = style({
  fontSize: "clamp(1.9rem, 5vw, 3rem)",
  color: vars.color.brandDark,
  marginBottom: vars.space.md,
});

export const lead = style({ fontSize: vars.size.lg, color: vars.color.textMuted, margin: 0 });

export const benefits = style({
  listStyle: "none",
  display: "grid",
  gap: vars.space.md,
  marginTop: vars.space.xl,
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
});

export const benefit = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

const benefitDotBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.pill,
  color: vars.color.onBrand,
  fontWeight: 700,
});

export const benefitDot = styleVariants(
  { accent: vars.color.accent, muted: vars.color.textMuted, brand: vars.color.brand, success: vars.color.success },
  (background) => [benefitDotBase, { background }],
);

export const heroArt = style({
  justifySelf: "center",
  width: "min(100%, 18rem)",
  height: "auto",
  "@media": { "(max-width: 52rem)": { display: "none" } },
});

export const catalogue = style([container, { paddingBlock: vars.space.xl }]);

export const catalogueHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const catalogueTitle = style({ fontSize: vars.size.xl, color: vars.color.brandDark });

export const grid = style({
  listStyle: "none",
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "repeat(auto-fill, minmax(15.5rem, 1fr))",
});

export const empty = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { "&[hidden]": { display: "none" } },
});

export const emptyAction = style({ display: "inline-flex", alignItems: "center", minHeight: vars.layout.tapTarget });

// Before the app runs: the URL's filter as the first paint's script marked it on <html> (docs/decisions/0011).
const marked = (attribute: string, word?: string) => `html[${attribute}${word ? `~="${word}"` : ""}]`;
coffees.forEach((_, index) => {
  const key = cardKey(index);
  globalStyle(`${marked(HIDE_ATTRIBUTE, key)} [${CARD_ATTRIBUTE}="${key}"]`, { display: "none" });
});
globalStyle(`${marked(FILTER_ATTRIBUTE, EMPTY_WORD)} ${empty}`, { display: "grid" });
// Its first message says there are no favourites yet, its second that nothing matches (route.tsx).
globalStyle(`${marked(FILTER_ATTRIBUTE, NO_FAVORITES_WORD)} ${empty} > p:first-of-type`, { display: "block" });
globalStyle(`${marked(FILTER_ATTRIBUTE, NO_FAVORITES_WORD)} ${empty} > p:nth-of-type(2)`, { display: "none" });

export const hint = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: vars.size.sm });
