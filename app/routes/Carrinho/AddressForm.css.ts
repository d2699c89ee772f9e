import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

export const busy = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
