import type { z } from "zod/mini";
import type { CartItem, Order } from "./schemas";

/**
 * The storage gateway: the only module that touches localStorage (and sessionStorage, which keeps
 * the favourites of a visitor who has not signed in). Every key has a schema; reads are async
 * and never fail on bad data (bad entries are dropped, good ones kept, the repair written back),
 * writes throw StorageWriteError, and every write is announced to this tab and, through the
 * browser's `storage` event, to the others.
 */

export type StorageKey = "cart" | "orders" | `favorites_${string}` | typeof ANONYMOUS_FAVORITES_KEY;

/** sessionStorage: favourites made before signing in last for the visit only. */
const ANONYMOUS_FAVORITES_KEY = "favorites_anonymous";

type Area = "local" | "session";

export type StorageFailure = "quota" | "unavailable";

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

function writeRaw(key: StorageKey, value: unknown, area: Area = "local"): void {
  const storage = getStorage(area);
  if (!storage) throw new StorageWriteError(key, "unavailable");
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    throw new StorageWriteError(key, isQuotaError(error) ? "quota" : "unavailable", { cause: error });
  }
  window.dispatchEvent(new CustomEvent<StorageKey>(CHANGE_EVENT, { detail: key }));
}

export interface ParsedList<T> {
  items: T[];
  /** True when the stored value was not exactly a list of valid entries. */
  repaired: boolean;
}

/** Pure part of every read: keeps each valid entry of a stored JSON list, drops the rest. */
export function parseStoredList<S extends z.ZodMiniType>(raw: string | null, itemSchema: S): ParsedList<z.output<S>> {
  if (raw === null) return { items: [], repaired: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { items: [], repaired: true };
  }
  if (!Array.isArray(data)) return { items: [], repaired: true };
  const items: z.output<S>[] = [];
  for (const entry of data) {
    const result = itemSchema.safeParse(entry);
    if (result.success) items.push(result.data);
  }
  return { items, repaired: items.length !== data.length };
}

type Schemas = typeof import("./schemas");

/**
 * The schemas bring zod, which a first visit (nothing stored yet) never needs: they load with the
 * first stored value. Pages that always read storage (cart, orders) import them statically;
 * elsewhere the service worker's cache answers, so a returning visit does not wait for them.
 */
const loadSchemas = (): Promise<Schemas> => import("./schemas");

async function readList<S extends z.ZodMiniType>(
  key: StorageKey,
  schemaOf: (schemas: Schemas) => S,
  area: Area = "local",
): Promise<z.output<S>[]> {
  const storage = getStorage(area);
  if (!storage) return [];
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return [];
  }
  if (raw === null) return [];
  const { items, repaired } = parseStoredList(raw, schemaOf(await loadSchemas()));
  if (repaired) {
    try {
      // Written back silently: a repair is not a change anyone needs to react to.
      storage.setItem(key, JSON.stringify(items));
    } catch {
      // The repaired value is still returned; the next read tries again.
    }
  }
  return items;
}

export function readCart(): Promise<CartItem[]> {
  return readList("cart", (schemas) => schemas.cartItemSchema);
}

export function writeCart(items: CartItem[]): void {
  writeRaw("cart", items);
}

export function readOrders(): Promise<Order[]> {
  return readList("orders", (schemas) => schemas.orderSchema);
}

export function writeOrders(orders: Order[]): void {
  writeRaw("orders", orders);
}

export function favoritesKey(uid: string): StorageKey {
  return `favorites_${uid}`;
}

export async function readFavorites(uid: string): Promise<string[]> {
  return [...new Set(await readList(favoritesKey(uid), (schemas) => schemas.favoriteSchema))];
}

export function writeFavorites(uid: string, descriptions: string[]): void {
  writeRaw(favoritesKey(uid), descriptions);
}

export async function readAnonymousFavorites(): Promise<string[]> {
  return [...new Set(await readList(ANONYMOUS_FAVORITES_KEY, (schemas) => schemas.favoriteSchema, "session"))];
}

export function writeAnonymousFavorites(descriptions: string[]): void {
  writeRaw(ANONYMOUS_FAVORITES_KEY, descriptions, "session");
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
