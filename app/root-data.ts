import { useRouteLoaderData } from "@remix-run/react";

import type { AuthState } from "~/lib/account";
import type { ShopSettings } from "~/lib/shop";

/**
 * What the root route's loaders give every page. Named here, not as `typeof clientLoader`, so a
 * component reading it with useRouteLoaderData("root") does not import root.tsx, which imports it.
 */
export interface RootData {
  cartCount: number;
  auth: AuthState;
  /** null: no settings seen yet, the defaults (shop-settings.ts) stand; absent from the prerendered HTML. */
  shopSettings?: ShopSettings | null;
}

/**
 * The shop's settings as the root loader has them: the last seen, or null when none were (the
 * defaults, which callers that need more take from the shop feature, stay out of the first load).
 */
export function useShopSettings(): ShopSettings | null {
  return useRouteLoaderData<RootData>("root")?.shopSettings ?? null;
}
