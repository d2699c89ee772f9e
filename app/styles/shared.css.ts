import { style, styleVariants } from "@vanilla-extract/css";

import { vars } from "./theme.css";

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.md,
});

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  border: "1px solid transparent",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 150ms ease, transform 150ms ease",
  selectors: {
    "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.brandDark } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.border,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.brandSoft } },
    },
  ],
  ghost: [
    buttonBase,
    {
      background: "transparent",
      color: vars.color.brand,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.brandSoft } },
    },
  ],
});

/** A chosen chip's colours: a filter pressed, a panel open. */
export const chipChosen = { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand };

// The chosen colours must outrank the secondary button's hover, or the white label sits on its beige hover.
export const chip = style([
  button.secondary,
  {
    borderRadius: vars.radius.pill,
    selectors: {
      "&[aria-pressed='true'], &[aria-current='page']": chipChosen,
      "&[aria-pressed='true']:hover:not(:disabled), &[aria-current='page']:hover": {
        background: vars.color.brandDark,
      },
    },
  },
]);

export const pageTitle = style({
  fontSize: vars.size.xl,
  color: vars.color.brandDark,
  marginBlock: vars.space.lg,
});

export const page = style([container, { paddingBlock: vars.space.xl }]);

export const alert = styleVariants({
  error: {
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
    background: vars.color.dangerSoft,
    color: vars.color.danger,
    fontWeight: 600,
  },
  success: {
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
    background: vars.color.successSoft,
    color: vars.color.success,
    fontWeight: 600,
  },
  info: {
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
    background: vars.color.accentSoft,
    color: vars.color.text,
  },
});

/** The one look of text inputs: the address form, the sign-in dialog and the name search. */
/** A one-line strip under the header: the shop's pause, a table's mode. */
export const noticeStrip = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accentSoft,
  color: vars.color.text,
  textAlign: "center",
  fontSize: vars.size.sm,
});

export const textInput = style({
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});
