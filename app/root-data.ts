import { useRouteLoaderData } from "@remix-run/react";

import type { AuthState } from "~/lib/account";
import type { ShopSettings } from "~/lib/shop";

/** Not `typeof clientLoader`: readers of the root's data would import root.tsx, which imports them. */
export interface RootData {
  cartCount: number;
  auth: AuthState;
  /** null: none seen yet, the defaults stand; absent from the prerendered HTML. */
  shopSettings?: ShopSettings | null;
}

/** null rather than the defaults, which stay out of the first load: callers that need them import the shop feature. */
export function useShopSettings(): ShopSettings | null {
  return useRouteLoaderData<RootData>("root")?.shopSettings ?? null;
}
