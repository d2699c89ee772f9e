import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const region = style({ marginBlock: vars.space.lg });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.size.xl });

export const cards = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
  marginTop: vars.space.md,
});

export const card = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const name = style({ margin: 0, fontSize: vars.size.lg });

export const lines = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const price = style({ margin: 0, fontWeight: 700 });
