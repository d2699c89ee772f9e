import type { InboxConfig } from "~/lib/platform";

import { fromRestFields } from "./settings-document";

const SLOTS_COLLECTION = "orderSlots";

/** A plain query, as the settings are read: the cart learns which slots are full without the SDK. */
export function slotCountsRequest(config: InboxConfig, now: number): { url: string; body: string } | null {
  if (config.mode === "disabled") return null;
  const base = config.mode === "emulator" ? `http://${config.host}:${config.port}` : "https://firestore.googleapis.com";
  const documents = `projects/${config.projectId}/databases/(default)/documents`;
  return {
    url: `${base}/v1/${documents}:runQuery`,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: SLOTS_COLLECTION }],
        where: {
          fieldFilter: {
            field: { fieldPath: "at" },
            op: "GREATER_THAN_OR_EQUAL",
            value: { timestampValue: new Date(now).toISOString() },
          },
        },
      },
    }),
  };
}

/** The slots (ms) holding `perSlot` orders or more; anything unreadable counts as not full. */
export function fullSlotsOfQuery(answer: unknown, perSlot: number): Set<number> {
  const full = new Set<number>();
  if (!Array.isArray(answer)) return full;
  for (const row of answer as { document?: { fields?: Record<string, unknown> } }[]) {
    const fields = row.document?.fields ? fromRestFields(row.document.fields) : null;
    const at = typeof fields?.at === "string" ? Date.parse(fields.at) : Number.NaN;
    if (Number.isFinite(at) && typeof fields?.count === "number" && fields.count >= perSlot) full.add(at);
  }
  return full;
}
