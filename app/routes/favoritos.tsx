import { type ClientActionFunctionArgs, redirect } from "@remix-run/react";

import { favoriteFormSchema } from "~/lib/account/favorite-intents";
import { readFavoritesOf, toggleFavorite, writeFavoritesOf } from "~/lib/account/favorites";
import { signedInUser } from "~/lib/account/session";
import { parseIntent } from "~/lib/platform/form-intent";
import { type FormResult, save } from "~/lib/platform/form-result";

/** Opening /favoritos shows the catalogue filtered to the favourites. */
export function clientLoader() {
  return redirect("/?favoritos=1");
}

/** Every heart posts here: the signed-in user's list, or this visit's list when anonymous. */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<FormResult> {
  const parsed = parseIntent(await request.formData(), favoriteFormSchema, "Produto inválido.");
  if (!parsed.ok) return parsed;
  const user = signedInUser();
  return save(async () =>
    writeFavoritesOf(user, toggleFavorite(await readFavoritesOf(user), parsed.command.description)),
  );
}
