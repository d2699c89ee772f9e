import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const panel = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  marginBlockEnd: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.size.xl });

export const field = style({ display: "grid", gap: vars.space.xs, fontWeight: 700 });

export const table = style({ borderCollapse: "collapse", minWidth: "min(100%, 24rem)" });

export const caption = style({ textAlign: "start", fontWeight: 700, paddingBlockEnd: vars.space.xs });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: "start",
});

export const number = style([cell, { textAlign: "end", fontVariantNumeric: "tabular-nums" }]);

export const totalRow = style({ fontWeight: 700 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
