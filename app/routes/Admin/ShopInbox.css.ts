import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const scheduledGroup = style({ display: "grid", gap: vars.space.md, marginBlock: vars.space.xl });

export const scheduledTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.size.xl });

export const scheduledHint = style({ margin: 0, color: vars.color.textMuted });

/** "Cancelado por bia@…": an e-mail long enough to break a phone's line. */
export const actLine = style({ color: vars.color.textMuted, fontSize: vars.size.sm, overflowWrap: "anywhere" });
