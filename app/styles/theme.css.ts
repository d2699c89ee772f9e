import { createGlobalTheme, createThemeContract } from "@vanilla-extract/css";

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
    border: null,
    focus: null,
  },
  font: { body: null, heading: null },
  size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { card: null },
  layout: { maxWidth: null, headerHeight: null },
});

// Colours are chosen for WCAG AA contrast on their usual backgrounds.
createGlobalTheme(":root", vars, {
  color: {
    background: "#fbf7f2",
    surface: "#ffffff",
    surfaceMuted: "#f3ebe1",
    text: "#2b1d14",
    textMuted: "#5c4a3d",
    brand: "#6b3e1f",
    brandDark: "#4a2913",
    brandSoft: "#efe1d3",
    accent: "#8a5a00",
    accentSoft: "#fbeccb",
    onBrand: "#ffffff",
    danger: "#a3231c",
    dangerSoft: "#fde8e6",
    success: "#2f6b2f",
    border: "#dccbbb",
    focus: "#1d5fd1",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  size: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.75rem", xxl: "2.5rem" },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2rem", xxl: "3rem" },
  radius: { sm: "6px", md: "10px", lg: "18px", pill: "999px" },
  shadow: { card: "0 2px 10px rgba(43, 29, 20, 0.08)" },
  layout: { maxWidth: "72rem", headerHeight: "4.5rem" },
});
