import { style } from "@vanilla-extract/css";

import { staffList, staffListEntry } from "./StaffPanel.css";

export const members = staffList;

export const member = staffListEntry;

export const who = style({ margin: 0, overflowWrap: "anywhere" });
