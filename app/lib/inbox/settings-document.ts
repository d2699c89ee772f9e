import type { InboxConfig } from "~/lib/platform";
import { type DeliveryArea, deliveryAreaKey, type ShopSettings } from "~/lib/shop";

interface SettingsDocument {
  paused: boolean;
  hours: ShopSettings["hours"];
  soldOut: string[];
  pickup: boolean;
}

export const AREAS_COLLECTION = "deliveryAreas";

/** The page that quotes delivery and confirms orders: there the settings are followed live. */
export const CART_PATH = "/Carrinho";

/**
 * How old the storefront's last read of the settings may be before arriving on a page, or coming
 * back to the tab, reads them again: at most 4 reads an hour of browsing (decision 0016).
 */
export const SETTINGS_STALE_MS = 15 * 60_000;

/**
 * What a storefront page does for the settings: the cart follows them live (a listener costs a
 * read per document at its start and one per change); any other page reads `shop/settings` once
 * when the last read is older than SETTINGS_STALE_MS (or there was none), else nothing.
 */
export function settingsReadPlan(path: string, lastReadAt: number | null, now: number): "live" | "read" | "none" {
  if (path === CART_PATH) return "live";
  return lastReadAt === null || now - lastReadAt >= SETTINGS_STALE_MS ? "read" : "none";
}

export function toSettingsDocument(
  settings: Pick<ShopSettings, "paused" | "hours" | "soldOut" | "pickup">,
): SettingsDocument {
  return { paused: settings.paused, hours: settings.hours, soldOut: settings.soldOut, pickup: settings.pickup };
}

/** The areas as documents, by id: each under its key. */
export function toAreaDocuments(areas: readonly DeliveryArea[]): Record<string, DeliveryArea> {
  return Object.fromEntries(
    areas.map(({ city, bairro, fee, minMinutes, maxMinutes, minOrder, freeDeliveryFrom }) => [
      deliveryAreaKey({ city, bairro }),
      { city, bairro, fee, minMinutes, maxMinutes, minOrder, freeDeliveryFrom },
    ]),
  );
}

/**
 * The stored documents as ShopSettings would read them: the settings' fields, and the areas in
 * the order of their keys; null settings (never saved) read as `defaults`, areas included.
 */
export function fromSettingsData(
  data: Record<string, unknown> | null,
  areas: readonly { id: string; data: unknown }[],
  defaults: ShopSettings,
): Record<string, unknown> {
  if (data === null) return { ...defaults };
  const sorted = [...areas].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    paused: data.paused,
    hours: data.hours,
    soldOut: data.soldOut,
    // Saved by older versions without it: pickup is offered (the schema's default, as the rules'); areas likewise.
    pickup: data.pickup,
    deliveryAreas: sorted.map((area) => area.data),
  };
}

/**
 * How a plain request reads the document (no SDK, no sign-in: anyone may read it): a batchGet,
 * which answers "missing" for a document never saved, where a GET would answer 404 (and the
 * browser would log it as an error on every page).
 */
export function settingsDocumentRequest(config: InboxConfig): { url: string; body: string; areasUrl: string } | null {
  if (config.mode === "disabled") return null;
  const base = config.mode === "emulator" ? `http://${config.host}:${config.port}` : "https://firestore.googleapis.com";
  const database = `projects/${config.projectId}/databases/(default)`;
  return {
    url: `${base}/v1/${database}/documents:batchGet`,
    body: JSON.stringify({ documents: [`${database}/documents/shop/settings`] }),
    // The form takes 12 areas: one page holds them all.
    areasUrl: `${base}/v1/${database}/documents/${AREAS_COLLECTION}?pageSize=100`,
  };
}

/** The area documents of a REST list answer, as id and plain data. */
export function areasOfList(answer: unknown): { id: string; data: Record<string, unknown> }[] {
  const documents =
    answer && typeof answer === "object" && "documents" in answer && Array.isArray(answer.documents)
      ? (answer.documents as { name?: unknown; fields?: Record<string, unknown> }[])
      : [];
  return documents.flatMap((document) =>
    typeof document.name === "string"
      ? [{ id: decodeURIComponent(document.name.split("/").at(-1) ?? ""), data: fromRestFields(document.fields ?? {}) }]
      : [],
  );
}

/** The document's fields from a batchGet answer; null when it was never saved. */
export function fieldsOfBatchGet(answer: unknown): Record<string, unknown> | null {
  const [first] = Array.isArray(answer) ? (answer as { found?: { fields?: Record<string, unknown> } }[]) : [];
  return first?.found ? (first.found.fields ?? {}) : null;
}

type RestValue = Record<string, unknown>;

/** A value of Firestore's REST API as plain data: `{ integerValue: "5" }` → 5, maps and arrays deep. */
function fromRestValue(value: unknown): unknown {
  if (!value || typeof value !== "object") return undefined;
  const typed = value as RestValue;
  if ("nullValue" in typed) return null;
  if ("booleanValue" in typed) return typed.booleanValue;
  if ("integerValue" in typed) return Number(typed.integerValue);
  if ("doubleValue" in typed) return Number(typed.doubleValue);
  if ("stringValue" in typed) return typed.stringValue;
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

/** Two stored values alike, whatever the order of their maps' keys (Firestore's order is not ours). */
export function sameStoredValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameStoredValue(item, b[index]))
    );
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => key in b && sameStoredValue((a as RestValue)[key], (b as RestValue)[key]))
    );
  }
  return a === b;
}

/**
 * A save of a setting replaced a change its maker had not seen: what is stored now is neither what
 * their form showed (`seen`) nor what they save. The save still wins (the last one does); they are told.
 */
export function overwroteUnseen(seen: unknown, stored: unknown, saved: unknown): boolean {
  return seen !== undefined && !sameStoredValue(stored, seen) && !sameStoredValue(stored, saved);
}
