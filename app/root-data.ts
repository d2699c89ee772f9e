import type { AuthState } from "./lib/account/session";
import type { ShopSettings } from "./lib/shop/shop-settings";

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
