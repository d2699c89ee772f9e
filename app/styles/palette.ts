/**
 * The shop's colours as plain values: the theme (theme.css.ts) and whatever cannot read CSS
 * variables (the theme-color meta tag, the web app manifest, the app icons) take them from here.
 * Chosen for WCAG AA contrast on their usual backgrounds.
 */
export const palette = {
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
  /** The steam of the logo's cup. */
  steam: "#f2c57c",
  onBrand: "#ffffff",
  danger: "#a3231c",
  dangerSoft: "#fde8e6",
  success: "#2f6b2f",
  successSoft: "#e6f3e6",
  border: "#dccbbb",
  focus: "#1d5fd1",
  /** The text colour as a shadow or a backdrop. */
  shade: (alpha: number) => `rgba(43, 29, 20, ${alpha})`,
} as const;
