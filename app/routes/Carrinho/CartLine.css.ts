import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const line = style({
  display: "grid",
  gridTemplateColumns: "4rem minmax(0, 1fr) auto",
  gap: vars.space.md,
  alignItems: "center",
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${line} > img`, { borderRadius: vars.radius.md, objectFit: "cover" });

export const name = style({ margin: 0, fontSize: vars.size.md, fontFamily: vars.font.body, fontWeight: 700 });

export const unit = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const total = style({ fontWeight: 700, whiteSpace: "nowrap" });

export const error = style({ gridColumn: "1 / -1", margin: 0, color: vars.color.danger, fontSize: vars.size.sm });

export const soldOut = style({ margin: 0, fontWeight: 700, color: vars.color.danger });

export const choices = style({ margin: 0, fontSize: vars.size.sm });
