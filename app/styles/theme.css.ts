import { createGlobalTheme, createThemeContract } from "@vanilla-extract/css";

import { palette } from "./palette";

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    brand: null,
    brandDark: null,
    brandSoft: null,
    accent: null,
    accentSoft: null,
    onBrand: null,
    danger: null,
    dangerSoft: null,
    success: null,
    successSoft: null,
    border: null,
    focus: null,
    backdrop: null,
  },
  font: { body: null, heading: null },
  size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { card: null, dialog: null },
  layout: { maxWidth: null, headerHeight: null, tapTarget: null },
});

createGlobalTheme(":root", vars, {
  color: {
    background: palette.background,
    surface: palette.surface,
    surfaceMuted: palette.surfaceMuted,
    text: palette.text,
    textMuted: palette.textMuted,
    brand: palette.brand,
    brandDark: palette.brandDark,
    brandSoft: palette.brandSoft,
    accent: palette.accent,
    accentSoft: palette.accentSoft,
    onBrand: palette.onBrand,
    danger: palette.danger,
    dangerSoft: palette.dangerSoft,
    success: palette.success,
    successSoft: palette.successSoft,
    border: palette.border,
    focus: palette.focus,
    backdrop: palette.shade(0.45),
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  size: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.75rem", xxl: "2.5rem" },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2rem", xxl: "3rem" },
  radius: { sm: "6px", md: "10px", lg: "18px", pill: "999px" },
  shadow: { card: `0 2px 10px ${palette.shade(0.08)}`, dialog: `0 10px 40px ${palette.shade(0.3)}` },
  // The smallest thing a finger taps: 44 CSS px (WCAG 2.5.5).
  layout: { maxWidth: "72rem", headerHeight: "4.5rem", tapTarget: "2.75rem" },
});
