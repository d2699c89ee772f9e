import type { z } from "zod/mini";

import type { CartItem, CheckoutDraft, Order, PendingOrderMove } from "../schemas";
import type { ShopSettings } from "../shop/shop-settings";

/**
 * The storage gateway: the only module that touches localStorage (and sessionStorage, which keeps
 * the favourites of a visitor who has not signed in). Every key has a schema; reads are async,
 * never fail on bad data and never write, writes throw StorageWriteError, and every write is
 * announced to this tab and, through the browser's `storage` event, to the others. Orders are
 * changed only through `changeOrders`, which keeps every entry it cannot read.
 */

type StorageKey =
  | "cart"
  | typeof CHECKOUT_DRAFT_KEY
  | "orders"
  | "shopSettings"
  | "pendingOrderMove"
  | "staffAlerts"
  | "staffActions"
  | `favorites_${string}`
  | typeof ANONYMOUS_FAVORITES_KEY;

const CHECKOUT_DRAFT_KEY = "checkoutDraft";

/** sessionStorage: favourites made before signing in last for the visit only. */
const ANONYMOUS_FAVORITES_KEY = "favorites_anonymous";

type Area = "local" | "session";

type StorageFailure = "quota" | "unavailable";

export class StorageWriteError extends Error {
  override readonly name = "StorageWriteError";
  constructor(
    readonly key: StorageKey,
    readonly failure: StorageFailure,
    options?: { cause?: unknown },
  ) {
    super(`Could not write "${key}" to localStorage (${failure})`, options);
  }
}

/** What the shopper reads when a write fails. */
export function storageErrorMessage(error: StorageWriteError): string {
  return error.failure === "quota"
    ? "O armazenamento do navegador está cheio. Libere espaço e tente de novo; nada do que já estava salvo foi perdido."
    : "O navegador não permitiu salvar seus dados (armazenamento desativado ou modo privado). Nada do que já estava salvo foi perdido.";
}

const CHANGE_EVENT = "cafeteria:storage-change";

function getStorage(area: Area = "local"): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    // Accessing localStorage throws when the browser disables it.
    return null;
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || error.code === 22)
  );
}

export function writeRaw(key: StorageKey, value: unknown, area: Area = "local"): void {
  const storage = getStorage(area);
  if (!storage) throw new StorageWriteError(key, "unavailable");
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    throw new StorageWriteError(key, isQuotaError(error) ? "quota" : "unavailable", { cause: error });
  }
  window.dispatchEvent(new CustomEvent<StorageKey>(CHANGE_EVENT, { detail: key }));
}

/** One entry of a stored list: as stored, and what this version reads in it (null: nothing it can show). */
export interface StoredEntry<T> {
  raw: unknown;
  value: T | null;
}

/** What a read needs of a schema: zod's safeParse, or a parser of the same shape that needs no zod. */
interface EntryParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * Pure part of every read. Never loses anything: text that is not JSON becomes one entry holding
 * that text, and a value that is not a list one entry holding that value, so a write keeps them.
 */
export function parseStoredEntries<T>(raw: string | null, itemSchema: EntryParser<T>): StoredEntry<T>[] {
  if (raw === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [{ raw, value: null }];
  }
  if (data === null) return [];
  return (Array.isArray(data) ? data : [data]).map((entry: unknown) => {
    const result = itemSchema.safeParse(entry);
    return { raw: entry, value: result.success ? result.data : null };
  });
}

/** The values of the entries that could be read, in stored order. */
export function readableValues<T>(entries: readonly StoredEntry<T>[]): T[] {
  return entries.flatMap((entry) => (entry.value === null ? [] : [entry.value]));
}

type Schemas = typeof import("../schemas");

/** The schemas, and zod, load with the first stored value: docs/decisions/0005-zod-free-first-load.md. */
const loadSchemas = (): Promise<Schemas> => import("../schemas");

function readRaw(key: StorageKey, area: Area): string | null {
  try {
    return getStorage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A read never writes: what it cannot read stays stored for a version that can. */
export async function readEntries<S extends z.ZodMiniType>(
  key: StorageKey,
  schemaOf: (schemas: Schemas) => S,
  area: Area = "local",
): Promise<StoredEntry<z.output<S>>[]> {
  if (readRaw(key, area) === null) return [];
  const schema = schemaOf(await loadSchemas());
  // Read after the await, so the entries are as fresh as the moment they are used.
  return parseStoredEntries(readRaw(key, area), schema);
}

/** Cart lines that cannot be read are left out; the next write of the cart drops them. */
export async function readCart(): Promise<CartItem[]> {
  return readableValues(await readEntries("cart", (schemas) => schemas.cartItemSchema));
}

export function writeCart(items: CartItem[]): void {
  writeRaw("cart", items);
}

/** What the shopper filled in at checkout (null: nothing kept, or nothing that reads). */
export async function readCheckoutDraft(): Promise<CheckoutDraft | null> {
  const [entry] = await readEntries(CHECKOUT_DRAFT_KEY, (schemas) => schemas.checkoutDraftSchema);
  return entry?.value ?? null;
}

/** null forgets it: the order was placed or the cart cleared. */
export function writeCheckoutDraft(draft: CheckoutDraft | null): void {
  writeRaw(CHECKOUT_DRAFT_KEY, draft);
}

/** Whether a change of `key` asks the pages' loaders again: the draft is the checkout form's own copy. */
export function changeNeedsRevalidation(key: string | null): boolean {
  return key !== CHECKOUT_DRAFT_KEY;
}

interface StoredOrders {
  /** The orders this version can show, in stored order. */
  orders: Order[];
  /** Stored entries it cannot show; they stay stored. */
  unreadable: number;
}

/** Whether anything is stored under `orders`, without loading the schemas. */
export function hasStoredOrders(): boolean {
  return readRaw("orders", "local") !== null;
}

export async function readOrders(): Promise<StoredOrders> {
  const entries = await readEntries("orders", (schemas) => schemas.storedOrderSchema);
  const orders = readableValues(entries);
  return { orders, unreadable: entries.length - orders.length };
}

/**
 * Runs a read-modify-write of one key while no other tab of this shop runs one on it. Each tab
 * keeps its own copy of localStorage and hears of another tab's write a moment later, so two tabs
 * changing the orders at once could each write over the other's change without the lock.
 */
function withLock<R>(name: string, run: () => R): Promise<R> {
  if (typeof navigator === "undefined" || !navigator.locks) return Promise.resolve().then(run);
  return navigator.locks.request(`cafeteria:${name}`, run);
}

/**
 * Reads the orders, lets `change` compute the next entries (null: write nothing) and writes them,
 * under the orders lock and with no await between the read and the write, so no other change is
 * overwritten. Throws StorageWriteError when the write fails.
 */
export function changeOrders<R>(
  change: (entries: StoredEntry<Order>[]) => { next: StoredEntry<Order>[] | null; result: R },
): Promise<R> {
  return changeEntries("orders", (schemas) => schemas.storedOrderSchema, change);
}

/**
 * A read-modify-write of a stored list under the key's lock, with no await between the read and
 * the write; `next` null writes nothing. Throws StorageWriteError when the write fails.
 */
export async function changeEntries<T, R>(
  key: "orders" | "staffActions",
  schemaOf: (schemas: Schemas) => EntryParser<T>,
  change: (entries: StoredEntry<T>[]) => { next: StoredEntry<T>[] | null; result: R },
): Promise<R> {
  const schema = schemaOf(await loadSchemas());
  return withLock(key, () => {
    const { next, result } = change(parseStoredEntries(readRaw(key, "local"), schema));
    if (next)
      writeRaw(
        key,
        next.map((entry) => entry.raw),
      );
    return result;
  });
}

function favoritesKey(uid: string): StorageKey {
  return `favorites_${uid}`;
}

export async function readFavorites(uid: string): Promise<string[]> {
  return [...new Set(readableValues(await readEntries(favoritesKey(uid), (schemas) => schemas.favoriteSchema)))];
}

export function writeFavorites(uid: string, descriptions: string[]): void {
  writeRaw(favoritesKey(uid), descriptions);
}

export async function readAnonymousFavorites(): Promise<string[]> {
  return [
    ...new Set(
      readableValues(await readEntries(ANONYMOUS_FAVORITES_KEY, (schemas) => schemas.favoriteSchema, "session")),
    ),
  ];
}

/**
 * This visit's favourites as stored, not parsed, read at once: for the script that marks the
 * first paint (app/lib/platform/first-paint-filter.ts), which runs before any module and cannot wait for
 * the schemas. Null when nothing is stored or storage is unavailable.
 */
export function readStoredAnonymousFavorites(): string | null {
  return readRaw(ANONYMOUS_FAVORITES_KEY, "session");
}

export function writeAnonymousFavorites(descriptions: string[]): void {
  writeRaw(ANONYMOUS_FAVORITES_KEY, descriptions, "session");
}

const RELOAD_MARK_KEY = "cafeteria:route-module-reload";

/** When this tab last loaded a page in full because its code failed to load (ms), or null. */
export function readReloadMark(): string | null {
  try {
    return getStorage("session")?.getItem(RELOAD_MARK_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Not announced: it is the boot guard's own note, no page shows it. */
export function writeReloadMark(at: number | null): void {
  try {
    const storage = getStorage("session");
    if (at === null) storage?.removeItem(RELOAD_MARK_KEY);
    else storage?.setItem(RELOAD_MARK_KEY, String(at));
  } catch {
    // Without sessionStorage there is no loop guard beyond this page's life.
  }
}

/** The shop's settings last seen (for offline visits); null when none were, or they cannot be read. */
export async function readShopSettings(): Promise<ShopSettings | null> {
  const [entry] = await readEntries("shopSettings", (schemas) => schemas.shopSettingsSchema);
  return entry?.value ?? null;
}

export function writeShopSettings(settings: ShopSettings): void {
  writeRaw("shopSettings", settings);
}

/** The anonymous account's orders still to move to `to` (null: none). */
export async function readPendingOrderMove(): Promise<PendingOrderMove | null> {
  const [entry] = await readEntries("pendingOrderMove", (schemas) => schemas.pendingOrderMoveSchema);
  return entry?.value ?? null;
}

export function writePendingOrderMove(move: PendingOrderMove | null): void {
  writeRaw("pendingOrderMove", move);
}

/**
 * Calls back on every write made through this gateway in this tab, and on every change another
 * tab makes to localStorage. Returns the unsubscribe function.
 */
export function subscribeToStorage(listener: (key: string | null) => void): () => void {
  const onThisTab = (event: Event) => listener(event instanceof CustomEvent ? String(event.detail) : null);
  const onOtherTab = (event: StorageEvent) => {
    if (event.storageArea === null || event.storageArea === getStorage()) listener(event.key);
  };
  window.addEventListener(CHANGE_EVENT, onThisTab);
  window.addEventListener("storage", onOtherTab);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onThisTab);
    window.removeEventListener("storage", onOtherTab);
  };
}
