import { fieldsOfBatchGet, fromRestFields, inboxConfig } from "~/lib/firestore";
import { followMenuVersion } from "~/lib/menu/menu-read.client";
import {
  defaultShopSettings,
  deliveryAreaKey,
  readShopSettings,
  type ShopSettings,
  shopSettingsSchema,
  writeShopSettings,
} from "~/lib/shop";

import { shopSettingsPart } from "./parts";
import { areasOfList, fromSettingsData, settingsDocumentRequest, settingsReadPlan } from "./settings-document";
import { watchShopSettingsInWorker } from "./settings-listener.client";
import type { StoredSettings } from "./shop-settings.client";
import { fullSlotsOfQuery, slotCountsRequest } from "./slot-counts";

/** A longer read is given up and the last settings seen stand: checkout waits no longer. */
const READ_TIMEOUT_MS = 5_000;

let lastReadAt: number | null = null;

/** The cart's listener has the server's settings, not the cache's guess. */
let liveInSync = false;

/** Null when they do not fit: the last good settings stay. */
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

/** Areas only `withAreas` (the cart quotes the fee): elsewhere a refresh costs one read, not one per area. */
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

/** No write, so no page revalidation, when nothing changed; the menu is read again when the settings name another. */
async function keep(fresh: ShopSettings): Promise<void> {
  const stored = (await readShopSettings()) ?? defaultShopSettings;
  if (JSON.stringify(stored) !== JSON.stringify(fresh)) writeShopSettings(fresh);
  await keepMenu(fresh);
}

async function keepMenu(settings: ShopSettings): Promise<void> {
  try {
    await followMenuVersion(settings.menuVersion);
  } catch (error) {
    console.warn("The shop's menu could not be read now:", error);
  }
}

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

/** From the server unless the cart's listener is in sync; areas as last seen, as the rules check the fee anyway. */
export async function shopSettingsBeforeCheckout(): Promise<ShopSettings> {
  if (!liveInSync) await refreshShopSettings({ withAreas: false });
  const settings = (await readShopSettings()) ?? defaultShopSettings;
  // The menu they name, if this device missed it (a read that failed, storage cleared): the rules check it.
  await keepMenu(settings);
  return settings;
}

function fromStored(
  onSettings: (settings: ShopSettings | null, source: { fromServer: boolean }) => void,
): (stored: StoredSettings) => void {
  return ({ settings: data, areas, fromServer }) => {
    const settings = parseSettingsData(data, areas);
    if (!settings) console.error("shop/settings is not settings this version can read");
    onSettings(settings, { fromServer });
  };
}

/** On the page's own Firestore: /Admin's panel, which saves through it and must hear its own saves as its own. */
export function watchShopSettingsLive(
  onSettings: (settings: ShopSettings | null, source: { fromServer: boolean }) => void,
  onError: (error: unknown) => void,
): () => void {
  return shopSettingsPart.listen(
    (shopSettings) => shopSettings.watchShopSettings(fromStored(onSettings), onError),
    onError,
  );
}

/** Builds with App Check attest on the page (reCAPTCHA needs its DOM): their listener stays there. */
const listensOnPage = inboxConfig.mode === "firestore" && Boolean(inboxConfig.appCheckSiteKey);

/** The cart's listener, in a worker (decision 0035): the page itself evaluates no Firestore SDK. */
function watchShopSettingsOffThePage(
  onSettings: (settings: ShopSettings | null, source: { fromServer: boolean }) => void,
  onError: (error: unknown) => void,
): () => void {
  if (listensOnPage) return watchShopSettingsLive(onSettings, onError);
  return watchShopSettingsInWorker(fromStored(onSettings), onError);
}

/** Stores from the server only: the cache's guess (offline, not heard yet) reads as "never saved". */
function follow(): () => void {
  const stop = watchShopSettingsOffThePage(
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

// Offline the SDK keeps failing (and probes google.com, which the CSP refuses); a new listener costs its reads again.
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

/** The cart listens live; elsewhere one read on arrival, return or reconnection once the last is 15 minutes old. */
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

/** The slots no longer offered; none when they cannot be read (the rules refuse a full one anyway). */
export async function fetchFullSlots(perSlot: number, now: number): Promise<Set<number>> {
  const request = slotCountsRequest(inboxConfig, now);
  if (!request) return new Set();
  try {
    const answer = await fetchJson(request.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: request.body,
    });
    return fullSlotsOfQuery(answer, perSlot);
  } catch (error) {
    console.warn("The slots' counts cannot be read:", error);
    return new Set();
  }
}
