import { lazyPart } from "~/lib/firestore/lazy";

export const shopSettingsPart = lazyPart(() =>
  import("./shop-settings.client").then((module) => module.createShopSettingsStore),
);
