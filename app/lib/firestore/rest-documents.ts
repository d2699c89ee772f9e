import type { InboxConfig } from "~/lib/platform";

/** Where the plain reads go (no SDK, no sign-in): the emulator, or Google's REST API; null when there is no inbox. */
export function restDatabase(config: InboxConfig): { base: string; database: string } | null {
  if (config.mode === "disabled") return null;
  const base = config.mode === "emulator" ? `http://${config.host}:${config.port}` : "https://firestore.googleapis.com";
  return { base, database: `projects/${config.projectId}/databases/(default)` };
}

/** A plain read of documents by path ("shop/menu"): a batchGet answers "missing" where a GET logs a 404. */
export function batchGetRequest(config: InboxConfig, paths: readonly string[]): { url: string; body: string } | null {
  const rest = restDatabase(config);
  if (!rest) return null;
  return {
    url: `${rest.base}/v1/${rest.database}/documents:batchGet`,
    body: JSON.stringify({ documents: paths.map((path) => `${rest.database}/documents/${path}`) }),
  };
}

/** The documents a REST batchGet found, by the last part of their name (their id). */
export function foundOfBatchGet(answer: unknown): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  if (!Array.isArray(answer)) return found;
  for (const item of answer as { found?: { name?: string; fields?: Record<string, unknown> } }[]) {
    const name = item.found?.name;
    if (name) found.set(name.slice(name.lastIndexOf("/") + 1), item.found?.fields ?? {});
  }
  return found;
}

/** A document of a REST batchGet's answer: its fields, or null when it is missing. */
export function fieldsOfBatchGet(answer: unknown): Record<string, unknown> | null {
  const [first] = Array.isArray(answer) ? (answer as { found?: { fields?: Record<string, unknown> } }[]) : [];
  return first?.found ? (first.found.fields ?? {}) : null;
}

type RestValue = Record<string, unknown>;

function fromRestValue(value: unknown): unknown {
  if (!value || typeof value !== "object") return undefined;
  const typed = value as RestValue;
  if ("nullValue" in typed) return null;
  if ("booleanValue" in typed) return typed.booleanValue;
  if ("integerValue" in typed) return Number(typed.integerValue);
  if ("doubleValue" in typed) return Number(typed.doubleValue);
  if ("stringValue" in typed) return typed.stringValue;
  // Base64, as the REST API writes bytes.
  if ("bytesValue" in typed) return typed.bytesValue;
  if ("timestampValue" in typed) return typed.timestampValue;
  if ("arrayValue" in typed) {
    const values = (typed.arrayValue as { values?: unknown[] } | undefined)?.values ?? [];
    return values.map(fromRestValue);
  }
  if ("mapValue" in typed) return fromRestFields((typed.mapValue as { fields?: RestValue } | undefined)?.fields ?? {});
  return undefined;
}

export function fromRestFields(fields: RestValue): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}
