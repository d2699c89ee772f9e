export { appUpdate, takesUpdate } from "./app-update";
export { goesBackInShop } from "./back-navigation";
export { cepServiceUrls } from "./cep-config";
export { errorPageText } from "./error-page-text";
export { parseIntent } from "./form-intent";
export type { FieldErrors, FormFailure, FormResult } from "./form-result";
export { fieldErrorsOf, invalidFields, invalidFieldsMessage, save, saveFailureMessage } from "./form-result";
export { lazyComponent } from "./lazy-component";
export { importWhenReachable, subscribeToChunkWaits } from "./lazy-import";
export { lazyModule, listenOnceLoaded } from "./lazy-module";
export { formatList } from "./list-format";
export { oneAtATime } from "./one-at-a-time";
export { firstPages, mayHaveMore, PAGE_SIZE, pageCount } from "./pager";
export { randomId } from "./random-id";
export { locationRendered, revalidateWhenIdle, routerHistoryIndex } from "./remix-internals";
export { cleanText, unsafeRanges } from "./safe-text";
export type { AuthConfig } from "./select-auth-config";
export { selectAuthConfig } from "./select-auth-config";
export type { InboxConfig } from "./select-inbox-config";
export type { StoredEntry } from "./storage";
export {
  changeEntries,
  changeNeedsRevalidation,
  parseStoredEntries,
  readableValues,
  readEntries,
  readRaw,
  storageErrorMessage,
  StorageWriteError,
  subscribeToStorage,
  writeRaw,
} from "./storage";
export { useActionFetcher } from "./useActionFetcher";
export { useHydrated } from "./useHydrated";
export { type Loaded, useLoadedOnce } from "./useLoadedOnce";
export { useMinuteClock } from "./useMinuteClock";
export { useOnline } from "./useOnline";
