import { useLocation } from "@remix-run/react";

import { leftOutText, parseReorderNotice } from "~/lib/orders";
import { alert } from "~/styles/shared.css";

/** What "Pedir de novo" left out, and the lines whose price changed since they were added. */
export function useCartNotice(priceNotices: readonly string[]) {
  const reordered = parseReorderNotice(useLocation().state);
  const notices = [
    ...(reordered && reordered.leftOut.length > 0 ? [leftOutText(reordered.leftOut)] : []),
    ...priceNotices,
  ];
  return notices.length > 0 ? (
    <p role="status" className={alert.info}>
      {notices.join(" ")}
    </p>
  ) : null;
}
