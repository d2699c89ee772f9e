import { noticeStrip } from "~/styles/shared.css";

export const banner = noticeStrip;
