import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const scheduledGroup = style({ display: "grid", gap: vars.space.md, marginBlock: vars.space.xl });

export const scheduledTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.size.xl });

export const scheduledHint = style({ margin: 0, color: vars.color.textMuted });
