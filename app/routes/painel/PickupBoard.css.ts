import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  marginTop: vars.space.lg,
});

export const column = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const readyColumn = style([column, { background: vars.color.successSoft }]);

export const heading = style({ margin: 0, fontSize: "clamp(1.75rem, 4vw, 3rem)", fontFamily: vars.font.heading });

export const list = style({
  listStyle: "none",
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

export const entry = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.md,
  fontSize: "clamp(1.75rem, 5vw, 3.5rem)",
  fontWeight: 700,
  lineHeight: 1.1,
});

export const number = style({ fontVariantNumeric: "tabular-nums" });

export const name = style({ fontWeight: 600, overflowWrap: "anywhere" });

export const empty = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.size.lg, color: vars.color.textMuted });
