/**
 * `shop/settings` in Firestore, the pure part: the settings as stored (delivery areas as a map
 * keyed by their folded city and bairro, so the rules find an address's area by key), the
 * document's address for a plain REST read, and the REST answer's typed values.
 */
import { deliveryAreaKey } from "../delivery-areas";
import { type DeliveryArea, type ShopSettings } from "../shop-settings";
import type { InboxConfig } from "./select-config";

interface SettingsDocument {
  paused: boolean;
  hours: ShopSettings["hours"];
  soldOut: string[];
  deliveryAreas: Record<string, DeliveryArea>;
}

export function toSettingsDocument(settings: ShopSettings): SettingsDocument {
  return {
    paused: settings.paused,
    hours: settings.hours,
    soldOut: settings.soldOut,
    deliveryAreas: Object.fromEntries(settings.deliveryAreas.map((area) => [deliveryAreaKey(area), area])),
  };
}

/** The stored document as ShopSettings would read it: areas as a list, in the order staff see them. */
export function fromSettingsData(data: Record<string, unknown>): Record<string, unknown> {
  const areas = data.deliveryAreas;
  const list =
    areas && typeof areas === "object" && !Array.isArray(areas)
      ? Object.entries(areas)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([, area]) => area)
      : areas;
  return { paused: data.paused, hours: data.hours, soldOut: data.soldOut, deliveryAreas: list };
}

/**
 * How a plain request reads the document (no SDK, no sign-in: anyone may read it): a batchGet,
 * which answers "missing" for a document never saved, where a GET would answer 404 (and the
 * browser would log it as an error on every page).
 */
export function settingsDocumentRequest(config: InboxConfig): { url: string; body: string } | null {
  if (config.mode === "disabled") return null;
  const base = config.mode === "emulator" ? `http://${config.host}:${config.port}` : "https://firestore.googleapis.com";
  const database = `projects/${config.projectId}/databases/(default)`;
  return {
    url: `${base}/v1/${database}/documents:batchGet`,
    body: JSON.stringify({ documents: [`${database}/documents/shop/settings`] }),
  };
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
