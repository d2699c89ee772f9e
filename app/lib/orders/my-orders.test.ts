import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";

import { product, recifeAddress } from "../../../tests/support/orders";
import { mergeMyOrders } from "./my-orders";
import { toOrderDocument } from "./order-document";
import { type Order } from "./order-schema";
import { buildOrder } from "./orders";
import { parseShopOrder, type ShopOrder } from "./shop-order";

function deviceOrder(id: number, checkoutId: string, changes: Partial<Order> = {}): Order {
  return {
    ...buildOrder({
      id,
      checkoutId,
      address: recifeAddress,
      paymentMethod: "pix",
      changeFor: null,
      cart: [toCartLine(product("Latte"), 1)],
      toShop: true,
    }),
    inbox: "sent",
    ...changes,
  };
}

function atShop(order: Order, changes: Partial<ShopOrder> = {}): ShopOrder {
  const parsed = parseShopOrder({
    ...toOrderDocument(order, "uid-1", true),
    docId: order.checkoutId,
    createdAt: order.id + 300,
  });
  if (!parsed) throw new Error("not a shop order");
  return { ...parsed, ...changes };
}

describe("Meus pedidos", () => {
  it("lists an order this device made and the shop has once, with the shop's live status and payment", () => {
    const local = deviceOrder(2_000, "aaaaaaaaaaaaaaaaaaaaaaaa");
    const [only, ...rest] = mergeMyOrders([local], [atShop(local, { status: "Em preparo", payment: "Pix recebido" })]);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      key: local.checkoutId,
      local,
      order: { status: "Em preparo", payment: "Pix recebido" },
    });
  });

  it("adds the account's orders from other devices and keeps the device's orders the shop does not have, newest first", () => {
    const sent = deviceOrder(2_000, "aaaaaaaaaaaaaaaaaaaaaaaa");
    const notYetSent = deviceOrder(3_000, "bbbbbbbbbbbbbbbbbbbbbbbb", { inbox: "pending" });
    const otherDevice = atShop(deviceOrder(2_500, "cccccccccccccccccccccccc", { note: "portão azul" }));
    const list = mergeMyOrders([sent, notYetSent], [otherDevice, atShop(sent)]);
    expect(list.map((item) => item.order.id)).toEqual([3_000, 2_500, 2_000]);
    expect(list[1]).toMatchObject({ key: otherDevice.docId, local: null, order: { note: "portão azul" } });
    expect(list[0]).toMatchObject({ local: notYetSent, order: { status: "Pendente" } });
    expect(new Set(list.map((item) => item.key)).size).toBe(3);
  });

  it("shows a device order stored twice once, and two stored orders without a checkout id apart", () => {
    const local = deviceOrder(2_000, "aaaaaaaaaaaaaaaaaaaaaaaa");
    const old = { ...deviceOrder(1_000, ""), checkoutId: undefined, inbox: undefined };
    const list = mergeMyOrders([local, local, old, old], [atShop(local)]);
    expect(list.map((item) => item.order.id)).toEqual([2_000, 1_000, 1_000]);
    expect(new Set(list.map((item) => item.key)).size).toBe(3);
  });

  it("carries the shop's ready time, and the document a cancel goes to only once the order reached the shop", () => {
    const sent = deviceOrder(2_000, "aaaaaaaaaaaaaaaaaaaaaaaa");
    const notYetSent = deviceOrder(3_000, "bbbbbbbbbbbbbbbbbbbbbbbb", { inbox: "pending" });
    const followed = deviceOrder(1_000, "dddddddddddddddddddddddd");
    const started = atShop(sent, { status: "Em preparo", preparingAt: 2_600, readyInMinutes: 15 });
    const [pending, atTheShop, onlyHere] = mergeMyOrders([sent, notYetSent, followed], [started]);
    expect(pending).toMatchObject({ docId: null });
    expect(atTheShop).toMatchObject({ docId: sent.checkoutId, order: { preparingAt: 2_600, readyInMinutes: 15 } });
    expect(onlyHere).toMatchObject({ docId: followed.checkoutId });
  });

  it("reads an order from another device without a note as having none", () => {
    const remote = atShop(deviceOrder(2_000, "aaaaaaaaaaaaaaaaaaaaaaaa"));
    expect(remote.note).toBe("");
    expect(mergeMyOrders([], [remote])[0]?.order.note).toBeUndefined();
  });
});
