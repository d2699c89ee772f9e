import { lazyPart } from "~/lib/firestore/lazy";

export const shopperOrdersPart = lazyPart(() =>
  import("./shopper-orders.client").then((module) => module.createShopperOrders),
);
