export { readFavorites, readStoredAnonymousFavorites, writeFavorites } from "./account-storage";
export { authConfig } from "./auth-config";
export { favoriteFormSchema } from "./favorite-intents";
export { readFavoritesOf, toggleFavorite, writeFavoritesOf } from "./favorites";
export type { AuthState } from "./session";
export { getAuthState, setAuthState, signedInUser, subscribeToAuth } from "./session";
export type { AppUser } from "./user";
