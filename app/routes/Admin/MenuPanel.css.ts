import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

import { staffList, staffListEntry, staffPanel, staffPanelTitle } from "./StaffPanel.css";

export const panel = style([staffPanel, { gap: vars.space.md }]);

export const title = staffPanelTitle;

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const list = staffList;

export const drink = style([
  staffListEntry,
  {
    gridTemplateColumns: "3rem minmax(0, 1fr)",
    alignItems: "center",
    columnGap: vars.space.md,
    // Wide enough, a drink's buttons sit on its line: the list stays short.
    "@media": { "(min-width: 48rem)": { gridTemplateColumns: "3rem minmax(0, 1fr) auto" } },
  },
]);

export const art = style({ width: "3rem", height: "3rem", objectFit: "contain", borderRadius: vars.radius.sm });

export const photoField = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const photoInput = style({ flex: "1 1 0", minWidth: 0, maxWidth: "32rem" });

export const name = style({ margin: 0, fontSize: vars.size.md, fontWeight: 700, overflowWrap: "anywhere" });

export const facts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const hiddenTag = style({ fontWeight: 700, color: vars.color.danger });

export const actions = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { "(min-width: 48rem)": { gridColumn: "auto" } },
});

export const formActions = style({ gridColumn: "1 / -1", display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const editor = style({
  gridColumn: "1 / -1",
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});

export const wide = style({ gridColumn: "1 / -1" });

export const formTitle = style({ margin: 0, paddingBlockStart: vars.space.sm, fontWeight: 700 });

export const categories = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: 0, padding: 0 });

export const category = style({
  listStyle: "none",
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  // As tall as one with its "Remover": the row stays even.
  minHeight: "2.75rem",
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const textarea = style({ minHeight: "7.5rem", paddingBlock: vars.space.sm, resize: "vertical" });

export const options = style({ display: "grid", gap: vars.space.md, paddingBlockStart: vars.space.md });

export const group = style([staffListEntry]);

export const choices = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const optionsTitle = style({ margin: 0, fontSize: vars.size.lg, fontWeight: 700 });

export const choice = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 16rem) 7rem auto",
  justifyContent: "start",
  alignItems: "center",
  gap: vars.space.sm,
});

export const price = style({ width: "100%" });

export const add = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });

export const groupChecks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  border: 0,
});

export const groupCheck = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
