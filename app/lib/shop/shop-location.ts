/**
 * Where the shop is: the street of a pickup ("Retirar na loja", orders.ts) and, written by the
 * post-build, the home page's structured data. A module of its own, so the shell (which imports
 * shop-profile.ts) leaves it out of the first load.
 */
/**
 * Where the shop is, for search results and maps: the home page's CafeOrCoffeeShop data, written
 * by the post-build (so not in the app's JS). Placeholders in Recife Antigo: set the shop's real
 * address before going live.
 */
export const shopLocation = {
  streetAddress: "Rua do Bom Jesus, 200",
  postalCode: "50030-170",
  latitude: -8.0631,
  longitude: -34.8711,
} as const;
