import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

import { staffPanel, staffPanelTitle } from "./StaffPanel.css";

export const panel = style([staffPanel, { gap: vars.space.md, justifyItems: "start" }]);

export const title = staffPanelTitle;

export const field = style({ display: "grid", gap: vars.space.xs, fontWeight: 700 });

export const table = style({ borderCollapse: "collapse", minWidth: "min(100%, 24rem)" });

export const caption = style({ textAlign: "start", fontWeight: 700, paddingBlockEnd: vars.space.xs });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: "start",
});

export const number = style([cell, { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }]);

export const totalRow = style({ fontWeight: 700 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const subtitle = style({ margin: 0, fontSize: vars.size.lg });

export const periodForm = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });

/** A table wider than a phone scrolls inside its own box, never the page. */
export const scroll = style({ maxWidth: "100%", overflowX: "auto" });
