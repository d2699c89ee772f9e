import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

/** Below the order's actions, as wide as the order's card: a wide screen's full row reads as a page of its own. */
export const saveForm = style({ marginTop: vars.space.lg, maxWidth: "40rem" });
