import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

import { staffPanel, staffPanelTitle } from "./StaffPanel.css";

export const panel = style([staffPanel, { gap: vars.space.lg }]);

export const title = staffPanelTitle;

export const block = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });

export const blockTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.size.lg, textAlign: "start" });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });

export const pause = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });

export const state = style({ margin: 0, fontWeight: 700 });

export const table = style({ borderCollapse: "collapse", maxWidth: "100%", overflowX: "auto", display: "block" });

export const areas = style([fieldset, { width: "100%", minWidth: 0 }]);

// Each area wraps its fields to the width it has: a phone, a tablet and a laptop see every one, "Remover" included.
export const area = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9.5rem, 1fr))",
  alignItems: "end",
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const areaTitle = style({ fontWeight: 700, paddingInline: vars.space.xs });

export const areaField = style({ display: "grid", gap: vars.space.xs, fontSize: vars.size.sm, fontWeight: 600 });

export const areaInput = style({ width: "100%", minWidth: 0, padding: vars.space.xs, fontSize: vars.size.md });

export const areaRemove = style({ justifySelf: "start", whiteSpace: "nowrap" });

export const menu = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: vars.space.xs,
});

export const check = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const fieldError = style({ display: "block", color: vars.color.danger, fontSize: vars.size.sm });

export const saved = style({ margin: 0, minHeight: "1.5em", color: vars.color.textMuted });

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

/** A field of free text ("Dados da loja"): one width for all, up to a line's worth. */
export const wideField = style({ justifySelf: "stretch", maxWidth: "32rem" });
