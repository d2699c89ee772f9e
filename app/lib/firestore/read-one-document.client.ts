import { inboxConfig } from "./config";
import { batchGetRequest, fieldsOfBatchGet } from "./rest-documents";

// A batchGet answers "missing" for an absent document, where a GET answers 404, which the browser logs as an error.
/** One document's fields by a plain read; null when it does not exist. Throws when the read fails. */
export async function readOneDocument(path: string, timeoutMs: number): Promise<Record<string, unknown> | null> {
  const request = batchGetRequest(inboxConfig, [path]);
  if (!request) return null;
  const response = await fetch(request.url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: request.body,
    cache: "no-store",
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return fieldsOfBatchGet(await response.json());
}
