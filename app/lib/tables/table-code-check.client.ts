import { inboxConfig } from "~/lib/firestore";
import { readOneDocument } from "~/lib/firestore/read-one-document.client";

import { TABLE_CODES_COLLECTION, tableCodeId, type TableRef } from "./table-code";

const CHECK_TIMEOUT_MS = 8_000;

/** One plain read, as the settings': the code's document exists while the table's code is current. */
export async function checkTableCode(table: TableRef): Promise<"valid" | "old" | "offline"> {
  if (inboxConfig.mode === "disabled") return "old";
  try {
    const fields = await readOneDocument(`${TABLE_CODES_COLLECTION}/${tableCodeId(table)}`, CHECK_TIMEOUT_MS);
    return fields === null ? "old" : "valid";
  } catch {
    return "offline";
  }
}
