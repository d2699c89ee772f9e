import { useRouteLoaderData } from "@remix-run/react";

import type { ShopSettings } from "~/lib/shop/shop-settings";
import type { RootData } from "~/root-data";

/**
 * The shop's settings as the root loader has them: the last seen, or null when none were (the
 * defaults, which callers that need more than "open, nothing sold out" take from shop-settings.ts,
 * so they stay out of every page's first load).
 */
export function useShopSettings(): ShopSettings | null {
  return useRouteLoaderData<RootData>("root")?.shopSettings ?? null;
}
