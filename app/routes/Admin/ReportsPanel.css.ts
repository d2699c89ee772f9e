import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

import { number } from "./DayClose.css";
import { staffPanel, staffPanelTitle } from "./StaffPanel.css";

export const panel = style([staffPanel, { gap: vars.space.lg }]);

export const title = staffPanelTitle;

export const subtitle = style({ margin: 0, fontSize: vars.size.lg });

export const controls = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "end" });

export const field = style({ display: "grid", gap: vars.space.xs, fontWeight: 700 });

export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const tile = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
});

export const tileValue = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const chart = style({ width: "100%", minHeight: "15rem", overflow: "hidden" });

export const heatCell = style([number, { minWidth: "2rem" }]);

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** Printing the report prints it alone: the rest of /Admin is hidden on paper. */
export const printing = style({});
globalStyle(`body:has(${printing}) *:not(:has(${printing})):not(${printing}):not(${printing} *)`, {
  "@media": { print: { display: "none" } },
});
globalStyle(`${printing} button, ${printing} form`, { "@media": { print: { display: "none" } } });

// What the chart needs of uPlot's own stylesheet (no legend, no cursor): a file of its own would be a second sheet.
globalStyle(`${chart} .uplot, ${chart} .uplot *`, { boxSizing: "border-box" });
globalStyle(`${chart} .u-wrap`, { position: "relative", userSelect: "none" });
globalStyle(`${chart} .u-over, ${chart} .u-under, ${chart} .u-axis`, { position: "absolute" });
globalStyle(`${chart} .u-under`, { overflow: "hidden" });
globalStyle(`${chart} canvas`, { display: "block", position: "relative", width: "100%", height: "100%" });
globalStyle(`${chart} .u-off`, { display: "none" });
