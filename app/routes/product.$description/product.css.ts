import { style } from "@vanilla-extract/css";

import { container } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

export const page = style([container, { paddingBlock: vars.space.xl }]);

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  marginTop: vars.space.lg,
  alignItems: "start",
  "@media": { "(min-width: 48rem)": { gridTemplateColumns: "auto minmax(0, 1fr)" } },
});

export const art = style({
  justifySelf: "center",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const info = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });

export const type = style({
  padding: `0.15rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.size.sm,
  fontWeight: 700,
  textTransform: "uppercase",
});

export const title = style({ fontSize: vars.size.xxl, color: vars.color.brandDark });

export const details = style({ margin: 0, fontSize: vars.size.lg, color: vars.color.textMuted });
