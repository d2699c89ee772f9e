import { useRouteLoaderData } from "@remix-run/react";

import { type AppUser, signedInUser } from "~/lib/account";
import { inboxConfig } from "~/lib/firestore";
import type { RootData } from "~/root-data";

/** The Google account the cart's stamp card and saved addresses are read for; none without an inbox. */
export function useCheckoutUser(): AppUser | null {
  const auth = useRouteLoaderData<RootData>("root")?.auth;
  return auth && inboxConfig.mode !== "disabled" ? signedInUser(auth) : null;
}
