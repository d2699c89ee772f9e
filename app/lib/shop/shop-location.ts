/** Its own module, so the shell (which imports shop-profile.ts) leaves it out of the first load. */
/** Placeholders in Recife Antigo: set the shop's real address before going live. */
export const shopLocation = {
  streetAddress: "Rua do Bom Jesus, 200",
  postalCode: "50030-170",
  latitude: -8.0631,
  longitude: -34.8711,
} as const;
