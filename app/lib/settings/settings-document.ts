import { fromRestFields, restDatabase } from "~/lib/firestore";
import type { InboxConfig } from "~/lib/platform";
import { type DeliveryArea, deliveryAreaKey, type ShopSettings } from "~/lib/shop";

interface SettingsDocument {
  paused: boolean;
  hours: ShopSettings["hours"];
  soldOut: string[];
  pickup: boolean;
  orderAhead: ShopSettings["orderAhead"];
  loyalty: ShopSettings["loyalty"];
  tables: number;
  /** Only once the owner saved "Dados da loja". */
  details?: NonNullable<ShopSettings["details"]>;
}

export const AREAS_COLLECTION = "deliveryAreas";

/** The page that quotes delivery and confirms orders: there the settings are followed live. */
export const CART_PATH = "/Carrinho";

/** At most 4 reads an hour of browsing (decision 0016). */
export const SETTINGS_STALE_MS = 15 * 60_000;

/** Only the cart follows live: a listener costs a read per document at its start and one per change. */
export function settingsReadPlan(path: string, lastReadAt: number | null, now: number): "live" | "read" | "none" {
  if (path === CART_PATH) return "live";
  return lastReadAt === null || now - lastReadAt >= SETTINGS_STALE_MS ? "read" : "none";
}

export function toSettingsDocument(
  settings: Pick<
    ShopSettings,
    "paused" | "hours" | "soldOut" | "pickup" | "orderAhead" | "loyalty" | "tables" | "details"
  >,
): SettingsDocument {
  const { paused, hours, soldOut, pickup, orderAhead, loyalty, tables, details } = settings;
  return {
    paused,
    hours,
    soldOut,
    pickup,
    orderAhead: { ...orderAhead },
    loyalty: { ...loyalty },
    tables,
    ...(details ? { details: { ...details } } : {}),
  };
}

export function toAreaDocuments(areas: readonly DeliveryArea[]): Record<string, DeliveryArea> {
  return Object.fromEntries(
    areas.map(({ city, bairro, fee, minMinutes, maxMinutes, minOrder, freeDeliveryFrom }) => [
      deliveryAreaKey({ city, bairro }),
      { city, bairro, fee, minMinutes, maxMinutes, minOrder, freeDeliveryFrom },
    ]),
  );
}

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
    // May be absent: then pickup is offered, the schema's default as the rules'; areas likewise.
    pickup: data.pickup,
    orderAhead: data.orderAhead,
    loyalty: data.loyalty,
    tables: data.tables,
    details: data.details,
    menuVersion: data.menuVersion,
    deliveryAreas: sorted.map((area) => area.data),
  };
}

// No SDK, no sign-in: anyone may read it. A batchGet answers "missing" for a document never saved, where a GET
// answers 404, which the browser logs as an error on every page.
export function settingsDocumentRequest(config: InboxConfig): { url: string; body: string; areasUrl: string } | null {
  const rest = restDatabase(config);
  if (!rest) return null;
  const { base, database } = rest;
  return {
    url: `${base}/v1/${database}/documents:batchGet`,
    body: JSON.stringify({ documents: [`${database}/documents/shop/settings`] }),
    // The form takes 12 areas: one page holds them all.
    areasUrl: `${base}/v1/${database}/documents/${AREAS_COLLECTION}?pageSize=100`,
  };
}

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

/** Whatever the order of their maps' keys: Firestore's order is not ours. */
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
      keys.every(
        (key) => key in b && sameStoredValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  }
  return a === b;
}

/** The stored value is neither what their form showed nor what they save: the save still wins; they are told. */
export function overwroteUnseen(seen: unknown, stored: unknown, saved: unknown): boolean {
  return seen !== undefined && !sameStoredValue(stored, seen) && !sameStoredValue(stored, saved);
}
