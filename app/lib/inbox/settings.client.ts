/**
 * The storefront's copy of the shop's settings: read from `shop/settings` with a plain GET (no
 * Firestore SDK, no sign-in: anyone may read it), parsed, and kept through the storage gateway,
 * whose change event makes every page show it. The last settings seen stay for offline visits.
 * Reach it with a dynamic import: it brings zod's schemas.
 */
import { shopSettingsSchema } from "../schemas";
import { defaultShopSettings, type ShopSettings } from "../shop-settings";
import { readShopSettings, writeShopSettings } from "../storage";
import { inboxConfig } from "./config";
import { fieldsOfBatchGet, fromRestFields, fromSettingsData, settingsDocumentRequest } from "./settings-document";

/** The stored document's data as settings; null when it does not fit (the last good settings stay). */
function parseSettingsData(data: Record<string, unknown>): ShopSettings | null {
  const parsed = shopSettingsSchema.safeParse(fromSettingsData(data));
  return parsed.success ? parsed.data : null;
}

/** The settings now, from the server; the defaults while staff never saved any. Rejects offline. */
export async function fetchShopSettings(): Promise<ShopSettings | null> {
  const request = settingsDocumentRequest(inboxConfig);
  if (!request) return null;
  const response = await fetch(request.url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: request.body,
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`shop/settings: HTTP ${response.status}`);
  const fields = fieldsOfBatchGet(await response.json());
  if (fields === null) return defaultShopSettings;
  const settings = parseSettingsData(fromRestFields(fields));
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
      stop = inbox.watchShopSettings((data) => {
        const settings = data ? parseSettingsData(data) : defaultShopSettings;
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
