import { type ClientActionFunctionArgs, redirect } from "@remix-run/react";

import { favoriteFormSchema, readFavoritesOf, signedInUser, toggleFavorite, writeFavoritesOf } from "~/lib/account";
import { type ActionResult, save } from "~/lib/platform";

/** Opening /favoritos shows the catalogue filtered to the favourites. */
export function clientLoader() {
  return redirect("/?favoritos=1");
}

/** Every heart posts here: the signed-in user's list, or this visit's list when anonymous. */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult> {
  const parsed = favoriteFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { ok: false, message: "Produto inválido." };
  const user = signedInUser();
  return save(async () => writeFavoritesOf(user, toggleFavorite(await readFavoritesOf(user), parsed.data.description)));
}
