/**
 * The storefront's copy of the shop's settings: read from `shop/settings` and the delivery areas
 * with plain requests (no Firestore SDK, no sign-in: anyone may read them), parsed, and kept through the storage gateway,
 * whose change event makes every page show it. The last settings seen stay for offline visits.
 * Reach it with a dynamic import: it brings zod's schemas.
 */
import { shopSettingsSchema } from "../schemas";
import { defaultShopSettings, type ShopSettings } from "../shop-settings";
import { readShopSettings, writeShopSettings } from "../storage";
import { inboxConfig } from "./config";
import {
  areasOfList,
  fieldsOfBatchGet,
  fromRestFields,
  fromSettingsData,
  settingsDocumentRequest,
} from "./settings-document";

/** The stored documents' data as settings; null when they do not fit (the last good settings stay). */
function parseSettingsData(
  data: Record<string, unknown> | null,
  areas: readonly { id: string; data: unknown }[],
): ShopSettings | null {
  const parsed = shopSettingsSchema.safeParse(fromSettingsData(data, areas, defaultShopSettings));
  return parsed.success ? parsed.data : null;
}

async function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, cache: "no-store" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The settings now, from the server; the defaults while staff never saved any. Rejects offline. */
export async function fetchShopSettings(): Promise<ShopSettings | null> {
  const request = settingsDocumentRequest(inboxConfig);
  if (!request) return null;
  const fields = fieldsOfBatchGet(
    await fetchJson(request.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: request.body,
    }),
  );
  // Never saved: the defaults, areas included, with no further read.
  if (fields === null) return defaultShopSettings;
  const areas = areasOfList(await fetchJson(request.areasUrl, { method: "GET" }));
  const settings = parseSettingsData(fromRestFields(fields), areas);
  if (!settings) console.error("shop/settings is not settings this version can read");
  return settings;
}

/** Reads the settings and stores them when they changed; never rejects. */
export async function refreshShopSettings(): Promise<void> {
  try {
    const fresh = await fetchShopSettings();
    if (!fresh) return;
    // Nothing stored reads as the defaults: no write (and no page revalidation) for no change.
    const stored = (await readShopSettings()) ?? defaultShopSettings;
    if (JSON.stringify(stored) !== JSON.stringify(fresh)) writeShopSettings(fresh);
  } catch (error) {
    console.warn("The shop's settings could not be read now:", error);
  }
}

/**
 * Staff's view: the settings live through the Firestore SDK (the defaults while none were saved;
 * null when the stored ones cannot be read).
 */
export function watchShopSettingsLive(
  onSettings: (settings: ShopSettings | null) => void,
  onError: (error: unknown) => void,
): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  import("./client").then(
    (inbox) => {
      if (cancelled) return;
      stop = inbox.watchShopSettings(({ settings: data, areas }) => {
        const settings = parseSettingsData(data, areas);
        if (!settings) console.error("shop/settings is not settings this version can read");
        onSettings(settings);
      }, onError);
    },
    (error: unknown) => {
      if (!cancelled) onError(error);
    },
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

const REFRESH_MS = 30_000;

/**
 * Reads the settings now, every 30 s while the page is visible, and when it comes back into view
 * or online. Returns the function that stops.
 */
export function keepShopSettingsFresh(): () => void {
  const refresh = () => {
    if (document.visibilityState !== "hidden") void refreshShopSettings();
  };
  refresh();
  const timer = setInterval(refresh, REFRESH_MS);
  document.addEventListener("visibilitychange", refresh);
  window.addEventListener("online", refresh);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", refresh);
    window.removeEventListener("online", refresh);
  };
}
