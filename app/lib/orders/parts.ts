import { lazyPart } from "~/lib/firestore/lazy";

export const shopperOrdersPart = lazyPart(() =>
  import("./shopper-orders.client").then((module) => module.createShopperOrders),
);

export const pickupBoardPart = lazyPart(() =>
  import("./pickup-board.client").then((module) => module.createPickupBoard),
);
