import {
  defaultShopSettings,
  deliveryAreaKey,
  readShopSettings,
  type ShopSettings,
  shopSettingsSchema,
  writeShopSettings,
} from "~/lib/shop";

import { inboxConfig } from "./config";
import {
  areasOfList,
  fieldsOfBatchGet,
  fromRestFields,
  fromSettingsData,
  settingsDocumentRequest,
  settingsReadPlan,
} from "./settings-document";

/** A read that takes longer is given up: the last settings seen stand (checkout waits no longer). */
const READ_TIMEOUT_MS = 5_000;

/** When this page last read the settings from the server (or a live snapshot came); null: never. */
let lastReadAt: number | null = null;

/** The cart's listener has the server's settings now (not the cache's guess, not disconnected). */
let liveInSync = false;

/** The stored documents' data as settings; null when they do not fit (the last good settings stay). */
function parseSettingsData(
  data: Record<string, unknown> | null,
  areas: readonly { id: string; data: unknown }[],
): ShopSettings | null {
  const parsed = shopSettingsSchema.safeParse(fromSettingsData(data, areas, defaultShopSettings));
  return parsed.success ? parsed.data : null;
}

async function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, cache: "no-store", signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
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

/** Stores the settings when they changed: no write (and no page revalidation) for no change. */
async function keep(fresh: ShopSettings): Promise<void> {
  // Nothing stored reads as the defaults.
  const stored = (await readShopSettings()) ?? defaultShopSettings;
  if (JSON.stringify(stored) !== JSON.stringify(fresh)) writeShopSettings(fresh);
}

/** Reads the settings and stores them when they changed; never rejects. */
export async function refreshShopSettings(options: { withAreas?: boolean } = {}): Promise<void> {
  const attempt = Date.now();
  lastReadAt = attempt;
  try {
    const fresh = await fetchShopSettings(options);
    if (fresh) await keep(fresh);
  } catch (error) {
    // Not read: the next arrival, return or reconnection tries again.
    if (lastReadAt === attempt) lastReadAt = null;
    console.warn("The shop's settings could not be read now:", error);
  }
}

/**
 * The settings an order is checked against when the shopper confirms it: the cart's listener's
 * while it is in sync with the server, otherwise `shop/settings` read from the server now (open or
 * paused, hours, sold out; the areas as last seen, whose fee the rules check anyway), the last ones
 * seen when that read fails or takes over 5 s.
 */
export async function shopSettingsBeforeCheckout(): Promise<ShopSettings> {
  // The cart's listener in sync has them already: no read.
  if (!liveInSync) await refreshShopSettings({ withAreas: false });
  return (await readShopSettings()) ?? defaultShopSettings;
}

/**
 * Staff's view: the settings live through the Firestore SDK (the defaults while none were saved;
 * null when the stored ones cannot be read).
 */
export function watchShopSettingsLive(
  onSettings: (settings: ShopSettings | null, source: { fromServer: boolean }) => void,
  onError: (error: unknown) => void,
): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  import("./client").then(
    ({ watchInbox }) => {
      if (cancelled) return;
      stop = watchInbox(
        ({ shopSettings }) =>
          shopSettings.watchShopSettings(({ settings: data, areas, fromServer }) => {
            const settings = parseSettingsData(data, areas);
            if (!settings) console.error("shop/settings is not settings this version can read");
            onSettings(settings, { fromServer });
          }, onError),
        onError,
      );
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

/**
 * The cart's listener, stored from the server only: the cache's guess (offline, not heard yet)
 * reads as "never saved".
 */
function follow(): () => void {
  const stop = watchShopSettingsLive(
    (settings, { fromServer }) => {
      liveInSync = fromServer;
      if (!fromServer || !settings) return;
      lastReadAt = Date.now();
      void keep(settings);
    },
    (error) => {
      liveInSync = false;
      console.warn("The shop's settings cannot be followed now:", error);
    },
  );
  return () => {
    liveInSync = false;
    stop();
  };
}

/**
 * The listener only while the browser is online: offline the SDK's connection keeps failing (and
 * probes google.com, which the page's CSP refuses), and a new listener costs its few reads again.
 */
function followWhileOnline(): () => void {
  let stop: (() => void) | null = null;
  const start = () => {
    if (navigator.onLine && !stop) stop = follow();
  };
  const pause = () => {
    stop?.();
    stop = null;
  };
  start();
  window.addEventListener("online", start);
  window.addEventListener("offline", pause);
  return () => {
    window.removeEventListener("online", start);
    window.removeEventListener("offline", pause);
    pause();
  };
}

/**
 * Keeps the settings fresh for the page at `path` (settingsReadPlan): on the cart a live listener
 * (Firestore SDK, loaded after the first paint); elsewhere one read of `shop/settings` on arrival
 * and when the tab comes back into view or online, each only when the last read is 15 minutes old.
 * Returns the function that stops.
 */
export function keepShopSettingsFresh(path: string): () => void {
  if (settingsReadPlan(path, lastReadAt, Date.now()) === "live") return followWhileOnline();
  const readIfStale = () => {
    if (document.visibilityState === "hidden") return;
    if (settingsReadPlan(path, lastReadAt, Date.now()) === "read") void refreshShopSettings({ withAreas: false });
  };
  readIfStale();
  document.addEventListener("visibilitychange", readIfStale);
  window.addEventListener("online", readIfStale);
  return () => {
    document.removeEventListener("visibilitychange", readIfStale);
    window.removeEventListener("online", readIfStale);
  };
}
