import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const panel = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: "40rem",
  padding: vars.space.xl,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.size.lg, color: vars.color.brandDark });

export const amount = style({ margin: 0, fontSize: vars.size.lg, fontWeight: 700 });

export const payWays = style({ display: "grid", gap: vars.space.md });

// A phone cannot scan its own screen: there the code to copy comes first, the QR Code after it.
export const qrWay = style({ "@media": { "(max-width: 40rem)": { order: 1 } } });

/** Black on white whatever the theme: bank apps read dark modules on a light quiet zone. */
export const qr = style({
  display: "block",
  width: "14rem",
  height: "14rem",
  background: "#fff",
  color: "#000",
});

export const qrPlaceholder = style([
  qr,
  {
    display: "grid",
    placeItems: "center",
    color: vars.color.textMuted,
    background: vars.color.surfaceMuted,
    textAlign: "center",
  },
]);

export const code = style({
  width: "100%",
  minHeight: "5.5rem",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: "ui-monospace, monospace",
  fontSize: vars.size.sm,
  wordBreak: "break-all",
  resize: "none",
});

export const copyRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
