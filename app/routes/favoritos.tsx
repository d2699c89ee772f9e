import { Navigate, type ClientActionFunctionArgs } from "@remix-run/react";
import { signedInUser } from "~/lib/auth-session";
import { favoriteFormSchema } from "~/lib/favorite-intents";
import { readFavoritesOf, toggleFavorite, writeFavoritesOf } from "~/lib/favorites";
import { storageErrorMessage, StorageWriteError } from "~/lib/storage";

export type FavoriteActionResult = { ok: true } | { ok: false; message: string };

/** Every heart posts here: the signed-in user's list, or this visit's list when anonymous. */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<FavoriteActionResult> {
  const parsed = favoriteFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { ok: false, message: "Produto inválido." };
  const user = signedInUser();
  try {
    writeFavoritesOf(user, toggleFavorite(await readFavoritesOf(user), parsed.data.description));
  } catch (error) {
    if (error instanceof StorageWriteError) return { ok: false, message: storageErrorMessage(error) };
    throw error;
  }
  return { ok: true };
}

/** Opening /favoritos shows the catalogue filtered to the favourites. */
export default function Favorites() {
  return <Navigate to="/?favoritos=1" replace />;
}
