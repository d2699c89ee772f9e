export { readFavorites, readStoredAnonymousFavorites, writeFavorites } from "./account-storage";
export { AccountControl } from "./AccountControl";
export { authConfig } from "./auth-config";
export { favoriteFormSchema } from "./favorite-intents";
export { readFavoritesOf, toggleFavorite, writeFavoritesOf } from "./favorites";
export type { AuthState } from "./session";
export { getAuthState, setAuthState, signedInUser, subscribeToAuth } from "./session";
export { useGoogleSignIn } from "./useGoogleSignIn";
export type { AppUser } from "./user";
