/**
 * The drinks' photos on this device: read once each (they never change) and kept in Cache Storage, beside the
 * stored menu, so a page shows them offline and a returning visit reads none (decision 0062).
 */
import { batchGetRequest, foundOfBatchGet, fromRestFields, inboxConfig } from "~/lib/firestore";

import { MENU_PHOTO, photoDataUrl } from "./menu-photo";

const CACHE_NAME = "menu-photos";
const READ_TIMEOUT_MS = 10_000;
/** A key in the cache, never fetched: the photos are Firestore documents. */
const keyOf = (id: string) => `/menu-photos/${id}`;

/** Where Cache Storage is missing (an insecure origin): the photos stay for the page's life only. */
const inMemory = new Map<string, string>();

async function openCache(): Promise<Cache | null> {
  if (typeof caches === "undefined") return null;
  try {
    return await caches.open(CACHE_NAME);
  } catch {
    return null;
  }
}

/** The photos of `ids` this device keeps, as data URLs by id. */
export async function photosOnDevice(ids: readonly string[]): Promise<Map<string, string>> {
  const cache = await openCache();
  const kept = new Map<string, string>();
  await Promise.all(
    ids.map(async (id) => {
      const url = inMemory.get(id) ?? (await (await cache?.match(keyOf(id)))?.text());
      if (url) kept.set(id, url);
    }),
  );
  return kept;
}

export async function keepPhoto(id: string, dataUrl: string): Promise<void> {
  inMemory.set(id, dataUrl);
  await (await openCache())?.put(keyOf(id), new Response(dataUrl, { headers: { "Content-Type": "text/plain" } }));
}

/** Those of `ids` this device lacks, in one request: a read each, once for good. */
export async function fetchMissingPhotos(ids: readonly string[]): Promise<void> {
  const kept = await photosOnDevice(ids);
  const missing = ids.filter((id) => !kept.has(id));
  const request = batchGetRequest(
    inboxConfig,
    missing.map((id) => `${MENU_PHOTO.collection}/${id}`),
  );
  if (missing.length === 0 || !request) return;
  const response = await fetch(request.url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: request.body,
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${MENU_PHOTO.collection}: HTTP ${response.status}`);
  for (const [id, fields] of foundOfBatchGet(await response.json())) {
    const { data, type } = fromRestFields(fields);
    if (typeof data === "string" && MENU_PHOTO.types.some((known) => known === type)) {
      await keepPhoto(id, photoDataUrl(String(type), data));
    }
  }
}

/** Photos no drink of the menu names any more: the device keeps no more than the menu shows. */
export async function forgetOtherPhotos(ids: readonly string[]): Promise<void> {
  const cache = await openCache();
  if (!cache) return;
  const wanted = new Set(ids.map(keyOf));
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}
