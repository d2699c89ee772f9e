import { fieldsOfBatchGet, fromRestFields, inboxConfig } from "~/lib/firestore";

import { menuDocumentRequest } from "./menu-document";
import { photoIdsOf } from "./menu-photo";
import { fetchMissingPhotos } from "./menu-photos.client";
import { type Menu, menuSchema, storedMenuSchema } from "./menu-schema";
import { storedMenuVersion, writeStoredMenu } from "./menu-storage";

const READ_TIMEOUT_MS = 5_000;

/** The menu the shop's settings name, read once it is not this device's: one read a change, none otherwise. */
export async function followMenuVersion(version: string | undefined): Promise<void> {
  if (!version || version === storedMenuVersion()) return;
  const request = menuDocumentRequest(inboxConfig);
  if (!request) return;
  const response = await fetch(request.url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: request.body,
    cache: "no-store",
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`shop/menu: HTTP ${response.status}`);
  const fields = fieldsOfBatchGet(await response.json());
  if (fields === null) return;
  const data = fromRestFields(fields);
  // Kept under the version the settings announce, so a device reads each announcement once whatever it finds.
  const parsed = storedMenuSchema.safeParse({ version, menu: data.menu });
  // A menu this version cannot read: the last one it could stays, and the rules still check every order.
  if (!parsed.success) return console.error("shop/menu is not a menu this version can read", parsed.error);
  await keepPhotosOf(parsed.data.menu);
  writeStoredMenu(parsed.data);
}

/** Before the menu is this device's, its new photos are too: its pages show them at once. Prices come first. */
async function keepPhotosOf(menu: Menu): Promise<void> {
  try {
    await fetchMissingPhotos(photoIdsOf(menu.drinks));
  } catch (error) {
    console.warn("The menu's photos could not be read now:", error);
  }
}

/** A stored menu's data, or null when this version cannot read it. */
export function menuOfDocument(data: unknown): Menu | null {
  const parsed = menuSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
