// firestore.rules let only staff write the settings and areas.
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  type DocumentReference,
  type Firestore,
  getDocFromServer,
  getDocs,
  onSnapshot,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  writeBatch,
} from "firebase/firestore";

import { inboxCall, type InboxError, toInboxError } from "~/lib/firestore";
import type { InboxContext } from "~/lib/firestore/inbox-context.client";
import { defaultShopSettings, type DeliveryArea, type ShopSettings, withAvailability } from "~/lib/shop";

import { parseSettingsAct, sectionOfChange, type SettingsAct, type SettingsSection } from "./settings-acts";
import { AREAS_COLLECTION, overwroteUnseen, toAreaDocuments, toSettingsDocument } from "./settings-document";

/** Only the change is written, so two staff members changing different things both keep theirs. */
export type SettingsChange =
  | { paused: boolean }
  | { pickup: boolean }
  | { orderAhead: ShopSettings["orderAhead"] }
  | { loyalty: ShopSettings["loyalty"] }
  | { tables: number }
  | { details: NonNullable<ShopSettings["details"]> }
  | { hours: ShopSettings["hours"]; seen?: ShopSettings["hours"] }
  | { soldOut: { description: string; available: boolean } }
  | { deliveryAreas: DeliveryArea[]; seen?: DeliveryArea[] };

type FieldChange = Exclude<SettingsChange, { deliveryAreas: DeliveryArea[] }>;

/** `overwrote`: it replaced a change of the same setting its maker had not seen. */
export interface SettingsSaveResult {
  overwrote: boolean;
}

/** `fromServer` is false while either is only the cache's guess (offline, or not heard yet). */
export interface StoredSettings {
  settings: Record<string, unknown> | null;
  areas: { id: string; data: unknown }[];
  fromServer: boolean;
}

export interface ShopSettingsStore {
  watchShopSettings(onData: (stored: StoredSettings) => void, onError: (error: InboxError) => void): () => void;
  saveShopSettings(change: SettingsChange): Promise<SettingsSaveResult>;
  /** Staff only: who saved the settings last, and which part. */
  watchLastSettingsAct(onAct: (act: SettingsAct | null) => void, onError: (error: InboxError) => void): () => void;
}

const settingsRef = (db: Firestore) => doc(db, "shop", "settings");
const areaRef = (db: Firestore, key: string) => doc(db, AREAS_COLLECTION, key);
const lastActRef = (db: Firestore) => doc(db, "shopActs", "last");

/** In the save's own batch: firestore.rules refuse a save of the settings or the areas that names nobody. */
function recordSettingsAct(
  set: (ref: DocumentReference, data: Record<string, unknown>) => unknown,
  db: Firestore,
  section: SettingsSection,
  by: string,
): void {
  set(lastActRef(db), { by, at: serverTimestamp(), section });
}

function watchLastSettingsAct(
  db: Firestore,
  onAct: (act: SettingsAct | null) => void,
  onError: (error: InboxError) => void,
): () => void {
  return onSnapshot(
    lastActRef(db),
    (snapshot) => {
      const at: unknown = snapshot.get("at", { serverTimestamps: "estimate" });
      onAct(parseSettingsAct({ ...snapshot.data(), at: at instanceof Timestamp ? at.toMillis() : at }));
    },
    (error) => onError(toInboxError(error)),
  );
}

export function watchShopSettings(
  db: Firestore,
  onData: (stored: StoredSettings) => void,
  onError: (error: InboxError) => void,
): () => void {
  const stored: { settings?: StoredSettings["settings"]; areas?: StoredSettings["areas"] } = {};
  const fromCache = { settings: true, areas: true };
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    onError(toInboxError(error));
  };
  const emit = () => {
    if (!failed && stored.settings !== undefined && stored.areas !== undefined)
      onData({
        settings: stored.settings,
        areas: stored.areas,
        fromServer: !fromCache.settings && !fromCache.areas,
      });
  };
  // Metadata changes too: the caller learns when the cache's guess is confirmed, or the connection lost.
  const stops = [
    onSnapshot(
      settingsRef(db),
      { includeMetadataChanges: true },
      (snapshot) => {
        stored.settings = snapshot.exists() ? snapshot.data() : null;
        fromCache.settings = snapshot.metadata.fromCache;
        emit();
      },
      fail,
    ),
    onSnapshot(
      collection(db, AREAS_COLLECTION),
      { includeMetadataChanges: true },
      (snapshot) => {
        stored.areas = snapshot.docs.map((area) => ({ id: area.id, data: area.data() }));
        fromCache.areas = snapshot.metadata.fromCache;
        emit();
      },
      fail,
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Written with the first save of the settings, when the rules' defaults end. */
function writeDefaultAreas(db: Firestore, set: (ref: DocumentReference, data: DeliveryArea) => unknown): void {
  for (const [key, area] of Object.entries(toAreaDocuments(defaultShopSettings.deliveryAreas)))
    set(areaRef(db, key), area);
}

async function saveAreas(
  db: Firestore,
  by: string,
  areas: readonly DeliveryArea[],
  seen?: readonly DeliveryArea[],
): Promise<SettingsSaveResult> {
  const [settings, stored] = await Promise.all([
    getDocFromServer(settingsRef(db)),
    getDocs(query(collection(db, AREAS_COLLECTION))),
  ]);
  const wanted = toAreaDocuments(areas);
  const batch = writeBatch(db);
  // Until the settings are saved the rules price by the defaults: saving areas saves them too.
  if (!settings.exists()) {
    batch.set(settingsRef(db), { ...toSettingsDocument(defaultShopSettings), updatedAt: serverTimestamp() });
  }
  for (const area of stored.docs) if (!(area.id in wanted)) batch.delete(area.ref);
  const unchanged = (key: string, area: DeliveryArea) => {
    const before = stored.docs.find((existing) => existing.id === key)?.data();
    return before !== undefined && JSON.stringify(before) === JSON.stringify(area);
  };
  for (const [key, area] of Object.entries(wanted)) if (!unchanged(key, area)) batch.set(areaRef(db, key), area);
  recordSettingsAct(batch.set.bind(batch), db, "deliveryAreas", by);
  await batch.commit();
  // Never saved: the defaults stood.
  const before = settings.exists()
    ? Object.fromEntries(stored.docs.map((area) => [area.id, area.data()]))
    : toAreaDocuments(defaultShopSettings.deliveryAreas);
  return { overwrote: overwroteUnseen(seen && toAreaDocuments(seen), before, wanted) };
}

function firstSettingsDocument(change: FieldChange) {
  const soldOut =
    "soldOut" in change
      ? withAvailability([], change.soldOut.description, change.soldOut.available)
      : defaultShopSettings.soldOut;
  return { ...toSettingsDocument({ ...defaultShopSettings, ...change, soldOut }), updatedAt: serverTimestamp() };
}

function changedField(change: FieldChange) {
  if ("soldOut" in change) {
    const { description, available } = change.soldOut;
    return { soldOut: available ? arrayRemove(description) : arrayUnion(description) };
  }
  if ("hours" in change) return { hours: change.hours };
  if ("pickup" in change) return { pickup: change.pickup };
  if ("orderAhead" in change) return { orderAhead: { ...change.orderAhead } };
  if ("loyalty" in change) return { loyalty: { ...change.loyalty } };
  if ("tables" in change) return { tables: change.tables };
  if ("details" in change) return { details: { ...change.details } };
  return { paused: change.paused };
}

async function saveField(db: Firestore, by: string, change: FieldChange): Promise<SettingsSaveResult> {
  let overwrote = false;
  await runTransaction(db, async (transaction) => {
    overwrote = false;
    const current = await transaction.get(settingsRef(db));
    recordSettingsAct(transaction.set.bind(transaction), db, sectionOfChange(change), by);
    if (!current.exists()) {
      transaction.set(settingsRef(db), firstSettingsDocument(change));
      writeDefaultAreas(db, transaction.set.bind(transaction));
      if ("hours" in change) overwrote = overwroteUnseen(change.seen, defaultShopSettings.hours, change.hours);
      return;
    }
    if ("hours" in change) overwrote = overwroteUnseen(change.seen, current.get("hours"), change.hours);
    transaction.update(settingsRef(db), { ...changedField(change), updatedAt: serverTimestamp() });
  });
  return { overwrote };
}

export function createShopSettingsStore({ db, auth }: InboxContext): ShopSettingsStore {
  return {
    watchShopSettings: (onData, onError) => watchShopSettings(db, onData, onError),
    saveShopSettings: (change) => {
      // The account signed in when it is sent is the one the rules check.
      const by = auth.currentUser?.email ?? "";
      return inboxCall(() =>
        "deliveryAreas" in change ? saveAreas(db, by, change.deliveryAreas, change.seen) : saveField(db, by, change),
      );
    },
    watchLastSettingsAct: (onAct, onError) => watchLastSettingsAct(db, onAct, onError),
  };
}
