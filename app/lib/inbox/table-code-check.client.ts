import { TABLE_CODES_COLLECTION, tableCodeId, type TableRef } from "~/lib/tables";

import { inboxConfig } from "./config";
import { fieldsOfBatchGet } from "./settings-document";

const CHECK_TIMEOUT_MS = 8_000;

/** One plain read, as the settings': the code's document exists while the table's code is current. */
export async function checkTableCode(table: TableRef): Promise<"valid" | "old" | "offline"> {
  if (inboxConfig.mode === "disabled") return "old";
  const base =
    inboxConfig.mode === "emulator"
      ? `http://${inboxConfig.host}:${inboxConfig.port}`
      : "https://firestore.googleapis.com";
  const database = `projects/${inboxConfig.projectId}/databases/(default)`;
  try {
    const response = await fetch(`${base}/v1/${database}/documents:batchGet`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ documents: [`${database}/documents/${TABLE_CODES_COLLECTION}/${tableCodeId(table)}`] }),
      cache: "no-store",
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return "offline";
    return fieldsOfBatchGet(await response.json()) === null ? "old" : "valid";
  } catch {
    return "offline";
  }
}
