import { globalStyle, style } from "@vanilla-extract/css";

import { chip } from "~/styles/shared.css";
import { vars } from "~/styles/theme.css";

/** Below this width one column shows at a time, chosen above it. */
const phone = "(max-width: 40rem)";

export const picker = style({
  display: "none",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
  "@media": { [phone]: { display: "flex" } },
});

export const pick = chip;

export const board = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  "@media": {
    "(max-width: 64rem)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [phone]: { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});

export const column = style({ display: "grid", gap: vars.space.md, alignContent: "start", minWidth: 0 });

// A card is as narrow as its column: its own content wraps rather than spilling into the next one.
globalStyle(`${column} > ol`, { gridTemplateColumns: "minmax(0, 1fr)" });
globalStyle(`${column} article`, { minWidth: 0, padding: vars.space.md });
globalStyle(`${column} article select`, { minWidth: 0, maxWidth: "100%" });

export const otherColumn = style({ "@media": { [phone]: { display: "none" } } });

export const columnTitle = style({
  margin: 0,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `2px solid ${vars.color.border}`,
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
