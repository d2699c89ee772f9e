import { style } from "@vanilla-extract/css";

import { vars } from "~/styles/theme.css";

import { staffPanel, staffPanelTitle } from "./StaffPanel.css";

export const panel = style([staffPanel, { gap: vars.space.md, justifyItems: "start" }]);

export const title = staffPanelTitle;

export const text = style({ margin: 0, maxWidth: "60ch" });

/** Takes its room in the line but is not painted: what the frame cannot say yet. */
export const held = style({ visibility: "hidden" });
