import { inboxConfig } from "./config";
import { fieldsOfBatchGet, restDatabase } from "./rest-documents";

// A batchGet answers "missing" for an absent document, where a GET answers 404, which the browser logs as an error.
/** One document's fields by a plain read; null when it does not exist. Throws when the read fails. */
export async function readOneDocument(path: string, timeoutMs: number): Promise<Record<string, unknown> | null> {
  const rest = restDatabase(inboxConfig);
  if (!rest) return null;
  const response = await fetch(`${rest.base}/v1/${rest.database}/documents:batchGet`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ documents: [`${rest.database}/documents/${path}`] }),
    cache: "no-store",
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return fieldsOfBatchGet(await response.json());
}
