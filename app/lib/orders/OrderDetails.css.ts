import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const details = style({ display: "grid", gap: vars.space.sm, margin: 0 });

export const row = style({ display: "grid", gap: vars.space.xs });

export const term = style({ fontWeight: 700, color: vars.color.brandDark });

export const value = style({ margin: 0 });

export const products = style({ listStyle: "none", display: "grid", gap: vars.space.xs });

export const product = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md });

/** The shopper's note keeps the lines they typed. */
export const note = style({ whiteSpace: "pre-line", overflowWrap: "anywhere" });
