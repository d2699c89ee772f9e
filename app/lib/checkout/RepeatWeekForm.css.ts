import { style } from "@vanilla-extract/css";

import { chips } from "~/styles/chips.css";
import { vars } from "~/styles/theme.css";

/** Below the order's actions, as wide as the order's card. */
export const repeatForm = style({ marginTop: vars.space.lg, maxWidth: "40rem" });

/** The week's days: a row of chips across the form's grid. */
export const days = style([chips, { gridColumn: "1 / -1" }]);
