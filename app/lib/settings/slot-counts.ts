import { fromRestFields, restDatabase } from "~/lib/firestore";
import type { InboxConfig } from "~/lib/platform";

const SLOTS_COLLECTION = "orderSlots";

/** A plain query, as the settings are read: the cart learns which slots are full without the SDK. */
export function slotCountsRequest(config: InboxConfig, now: number): { url: string; body: string } | null {
  const rest = restDatabase(config);
  if (!rest) return null;
  const documents = `${rest.database}/documents`;
  return {
    url: `${rest.base}/v1/${documents}:runQuery`,
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
