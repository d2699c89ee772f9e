import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { "(min-width: 60rem)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const checkout = style({ display: "grid", gap: vars.space.lg });

/** The form's own fields, laid out as the form lays out its children. */
export const fields = style({ display: "grid", gap: vars.space.lg, selectors: { "&[hidden]": { display: "none" } } });

/**
 * Only while the summary comes after the form (one column). Small: painted after the app runs, a block larger
 * than the prerendered heading would become the page's LCP.
 */
export const phoneSummary = style({
  marginBlockEnd: vars.space.lg,
  fontSize: vars.size.sm,
  fontWeight: 600,
  "@media": { "(min-width: 60rem)": { display: "none" } },
});

export const summary = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: `${vars.radius.sm} ${vars.radius.lg}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const summaryTitle = style({ fontSize: vars.size.lg, color: vars.color.brandDark });

export const lines = style({ listStyle: "none" });

export const totals = style({ display: "grid", gap: vars.space.xs, margin: 0 });

export const totalRow = style({ display: "flex", justifyContent: "space-between", margin: 0 });

export const grandTotal = style([totalRow, { fontSize: vars.size.lg, fontWeight: 700 }]);

export const empty = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const confirm = style({ width: "100%", minHeight: "3rem", textTransform: "uppercase" });

export const estimate = style({ margin: 0, color: vars.color.textMuted });

/** Holds the place of the empty cart's link while the cart is read, so nothing moves when it comes. */
export const placeholder = style({ visibility: "hidden" });

export const reward = style({ display: "flex", alignItems: "center", gap: vars.space.xs, marginBlock: vars.space.sm });

export const stampsHint = style({ marginBlock: vars.space.sm, color: vars.color.textMuted, fontSize: vars.size.sm });

export const couponForm = style({ display: "flex", gap: vars.space.sm, alignItems: "end", flexWrap: "wrap" });
