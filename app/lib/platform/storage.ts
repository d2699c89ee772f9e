// The only module that touches localStorage and sessionStorage. Reads never fail on bad data and never write;
// every write is announced to this tab and, through the browser's `storage` event, to the others.

type StorageKey =
  | "accountSnapshot"
  | "cart"
  | "checkoutDraft"
  | "customerProfileKept"
  | "menu"
  | "savedAddresses"
  | "usualOrders"
  | "orders"
  | "shopSettings"
  | "pendingOrderMove"
  | "staffAlerts"
  | "staffActions"
  | "tableMode"
  | "ticketPaper"
  | `favorites_${string}`;

/** sessionStorage holds what lasts for the visit only. */
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

/** `value` null: this version cannot read it, and `raw` stays stored for one that can. */
export interface StoredEntry<T> {
  raw: unknown;
  value: T | null;
}

/** zod's safeParse, or a parser of the same shape that needs no zod. */
interface EntryParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** Never loses anything: text that is not JSON, or a value that is not a list, is one entry a write keeps. */
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

export function readableValues<T>(entries: readonly StoredEntry<T>[]): T[] {
  return entries.flatMap((entry) => (entry.value === null ? [] : [entry.value]));
}

/** A key's schema, and zod with it, loads with its first stored value: docs/decisions/0005-zod-free-first-load.md. */
type SchemaLoader<T> = () => Promise<EntryParser<T>>;

export function readRaw(key: StorageKey, area: Area): string | null {
  try {
    return getStorage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A read never writes: what it cannot read stays stored for a version that can. */
export async function readEntries<T>(
  key: StorageKey,
  loadSchema: SchemaLoader<T>,
  area: Area = "local",
): Promise<StoredEntry<T>[]> {
  if (readRaw(key, area) === null) return [];
  const schema = await loadSchema();
  // Read after the await, so the entries are as fresh as the moment they are used.
  return parseStoredEntries(readRaw(key, area), schema);
}

// Each tab keeps its own copy of localStorage and hears of another's write late: without a lock they overwrite.
function withLock<R>(name: string, run: () => R): Promise<R> {
  if (typeof navigator === "undefined" || !navigator.locks) return Promise.resolve().then(run);
  return navigator.locks.request(`cafeteria:${name}`, run);
}

/** No await between the read and the write; `next` null writes nothing. */
export async function changeEntries<T, R>(
  key: "orders" | "staffActions",
  loadSchema: SchemaLoader<T>,
  change: (entries: StoredEntry<T>[]) => { next: StoredEntry<T>[] | null; result: R },
): Promise<R> {
  const schema = await loadSchema();
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

/** The draft is the checkout form's own copy, the profile mark no page's: their changes ask the loaders nothing. */
export function changeNeedsRevalidation(key: string | null): boolean {
  return key !== "checkoutDraft" && key !== "customerProfileKept";
}

const RELOAD_MARK_KEY = "cafeteria:route-module-reload";

/** When (ms) this tab last reloaded in full because its code failed to load. */
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
