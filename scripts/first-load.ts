/**
 * What a first visit runs, by role (docs/decisions/0002-client-chunks.md, 0027). A module is named by
 * its file name, or by as much of its path as tells it apart (`_index/route.tsx`), so moving it between
 * folders keeps its place here while a module that joins a first load is a new name. The shell chunk
 * holds exactly the shell's modules; tests/budgets/first-load.test.ts fails when one of them lands in
 * another chunk, or when a module joins or leaves the first load of a page without a change here.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Root's modules and those the home page shares with other routes, which every page loads first. */
const shellRoles = {
  "the root, its data and its error page": [
    "root.tsx",
    "root.css.ts",
    "root-data.ts",
    "ErrorPage.css.ts",
    "ErrorPage.tsx",
  ],
  "the theme and shared styles": ["palette.ts", "shared.css.ts", "form.css.ts"],
  "the header and the generic controls every page shows": [
    "Header.css.ts",
    "Header.tsx",
    "Icons.tsx",
    "QuantityControl.css.ts",
    "QuantityControl.tsx",
  ],
  "the header's sign-in and the favourites": [
    "account-storage.ts",
    "AccountControl.css.ts",
    "AccountControl.tsx",
    "auth-config.ts",
    "favorites.ts",
    "known-account.ts",
    "session.ts",
    "sign-in-failed.ts",
    "start-auth.client.ts",
    "useGoogleSignIn.tsx",
  ],
  "the header's cart count and the stored orders it reads": ["cart-quantity.ts", "cart-storage.ts", "order-storage.ts"],
  // With the Dono's menu this device keeps, applied before a page prices anything (more loads only if there is one).
  "the coffees and their prices": ["catalogue.ts", "menu-on-device.ts", "money-texts.generated.ts", "money.ts"],
  "the shop: its profile, site, hours and stored settings": [
    "shop-profile.ts",
    "shop-settings.ts",
    "shop-settings-storage.ts",
    "shop.ts",
    "site.ts",
  ],
  "the inbox's build-time choice (no Firebase)": ["config.ts"],
  "the platform: storage, forms, Remix's internals, the route guard, lazy imports, the error page's words, idle work": [
    "error-page-text.ts",
    "form-result.ts",
    "lazy-component.tsx",
    "lazy-import.ts",
    "remix-internals.ts",
    "route-module-guard.client.ts",
    "route-module-guard.ts",
    "storage.ts",
    "useActionFetcher.ts",
    "useHydrated.ts",
    "useMinuteClock.ts",
    "when-idle.client.ts",
  ],
};

export const shellModules: string[] = Object.values(shellRoles).flat();

/** What both shop pages run beside the shell: the boot, the heart, the add button, early presses, SEO. */
const shopPage = [
  "entry.client.tsx",
  "FavoriteButton.css.ts",
  "FavoriteButton.tsx",
  "AddToCart.css.ts",
  "AddToCart.tsx",
  "early-presses.client.ts",
  "seo.ts",
];

/** The app modules a first visit to each page runs beside the shell: the page's own and the chunks it shares. */
export const pageModules: Record<string, string[]> = {
  "routes/_index": [
    ...shopPage,
    // The catalogue's filters, also applied before hydration.
    "filters.ts",
    "first-paint-filter.ts",
    // The page's own.
    "CatalogueFilters.css.ts",
    "CatalogueFilters.tsx",
    "Hero.tsx",
    "ProductCard.css.ts",
    "ProductCard.tsx",
    "home.css.ts",
    "_index/route.tsx",
  ],
  "routes/product.$description": [
    ...shopPage,
    // A coffee's choices and the way back.
    "options.ts",
    "back-navigation.ts",
    // The page's own.
    "BackButton.tsx",
    "ProductChoices.css.ts",
    "ProductChoices.tsx",
    "product.css.ts",
    "product.$description/route.tsx",
  ],
};

/**
 * The one file each name stands for, among `files` (paths relative to the project): the file whose
 * path ends with `/name`. A name that fits none or several throws, saying which.
 */
export function resolveModuleNames(names: readonly string[], files: readonly string[]): string[] {
  return names.map((name) => {
    const found = files.filter((file) => file.endsWith(`/${name}`));
    if (found.length === 1 && found[0]) return found[0];
    throw new Error(
      found.length === 0
        ? `scripts/first-load.ts names ${name}, which no module of app/ is`
        : `scripts/first-load.ts names ${name}, which fits ${found.join(", ")}: give more of its path`,
    );
  });
}

/** Every module of app/ but tests, relative to `root`. */
export function appModules(root: string): string[] {
  return readdirSync(join(root, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `app/${file}`);
}
