/** Who the shop is. Settings that differ per deploy come from env vars at build time. */
export const shop = {
  name: "Cafeteria",
  city: "Recife, PE",
} as const;
