export { forgetFavorites, readFavorites, readStoredAnonymousFavorites, writeFavorites } from "./account-storage";
export { authConfig } from "./auth-config";
export { favoriteFormSchema } from "./favorite-intents";
export { readFavoritesOf, toggleFavorite, writeFavoritesOf } from "./favorites";
export { resolveAuthState } from "./known-account";
export type { AuthState } from "./session";
export { setAuthState, signedInUser, subscribeToAuth } from "./session";
export type { AppUser } from "./user";
