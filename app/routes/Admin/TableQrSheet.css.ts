import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const sheet = style({ display: "grid", gap: vars.space.md });

/** While printing, the sheet alone shows: the rest of the page is hidden but keeps its place. */
export const printing = style({
  "@media": { print: { visibility: "visible", position: "absolute", top: 0, left: 0, width: "100%" } },
});

globalStyle(`body:has(${printing})`, { "@media": { print: { visibility: "hidden", background: "#fff" } } });

/** Six to an A4 page: two columns, three rows, each page its own sheet of paper. */
export const page = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": {
    print: { gridTemplateRows: "repeat(3, 1fr)", height: "275mm", breakAfter: "page", gap: "6mm" },
  },
});

export const card = style({
  margin: 0,
  display: "grid",
  justifyItems: "center",
  alignContent: "center",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.textMuted}`,
  background: "#fff",
  color: "#000",
  breakInside: "avoid",
});

export const qr = style({ width: "min(100%, 60mm)", height: "auto", imageRendering: "pixelated" });

export const label = style({ fontSize: vars.size.xl, fontWeight: 800 });
