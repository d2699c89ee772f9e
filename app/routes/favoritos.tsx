import { type ClientActionFunctionArgs, redirect } from "@remix-run/react";

import {
  favoriteFormSchema,
  readFavoritesOf,
  resolveAuthState,
  signedInUser,
  toggleFavorite,
  writeFavoritesOf,
} from "~/lib/account";
import { type FormResult, parseIntent, save } from "~/lib/platform";

export function clientLoader() {
  return redirect("/?favoritos=1");
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<FormResult> {
  const parsed = parseIntent(await request.formData(), favoriteFormSchema, "Produto inválido.");
  if (!parsed.ok) return parsed;
  const user = signedInUser(await resolveAuthState());
  return save(async () =>
    writeFavoritesOf(user, toggleFavorite(await readFavoritesOf(user), parsed.command.description)),
  );
}
