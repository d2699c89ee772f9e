/**
 * The storefront's copy of the shop's settings: read from `shop/settings` and the delivery areas
 * with plain requests (no Firestore SDK, no sign-in: anyone may read them), parsed, and kept through the storage gateway,
 * whose change event makes every page show it. The last settings seen stay for offline visits.
 * Reach it with a dynamic import: it brings zod's schemas.
 */
import { deliveryAreaKey } from "../delivery-areas";
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

/**
 * The settings now, from the server; the defaults while staff never saved any. Rejects offline.
 * The areas are read only `withAreas` (the cart, which quotes the fee): elsewhere the last ones
 * seen stand, and each refresh costs one document read instead of one per area.
 */
export async function fetchShopSettings({
  withAreas = true,
}: { withAreas?: boolean } = {}): Promise<ShopSettings | null> {
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
  const areas = withAreas
    ? areasOfList(await fetchJson(request.areasUrl, { method: "GET" }))
    : ((await readShopSettings()) ?? defaultShopSettings).deliveryAreas.map((area) => ({
        id: deliveryAreaKey(area),
        data: area,
      }));
  const settings = parseSettingsData(fromRestFields(fields), areas);
  if (!settings) console.error("shop/settings is not settings this version can read");
  return settings;
}

/** Reads the settings and stores them when they changed; never rejects. */
export async function refreshShopSettings(options: { withAreas?: boolean } = {}): Promise<void> {
  try {
    const fresh = await fetchShopSettings(options);
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

/** The page that quotes delivery: the only one whose refreshes read the areas. */
const CART_PATH = "/Carrinho";

/**
 * Reads the settings now (with the areas), every 30 s while the page is visible, and when it comes
 * back into view or online (the areas again only on the cart). Returns the function that stops.
 */
export function keepShopSettingsFresh(): () => void {
  const refresh = () => {
    if (document.visibilityState !== "hidden") void refreshShopSettings({ withAreas: location.pathname === CART_PATH });
  };
  // The first read brings the areas on every page: a shopper who goes on to the cart has them.
  if (document.visibilityState !== "hidden") void refreshShopSettings();
  const timer = setInterval(refresh, REFRESH_MS);
  document.addEventListener("visibilitychange", refresh);
  window.addEventListener("online", refresh);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", refresh);
    window.removeEventListener("online", refresh);
  };
}
