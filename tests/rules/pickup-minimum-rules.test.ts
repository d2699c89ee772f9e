/**
 * Issue 29: "Retirar na loja", the minimum order and free delivery in firestore.rules. Each attack
 * (an order the shop would not take, a document staff should not save) beside the honest case.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { toAreaDocuments, toSettingsDocument } from "~/lib/settings/settings-document";
import { defaultShopSettings, type DeliveryArea, pickupDelivery, type ShopSettings } from "~/lib/shop/shop-settings";

import {
  type Data,
  line,
  order,
  OTHER_ORDER_ID,
  place,
  rulesWorldPerTest,
  serverTime,
  staffAreaDoc,
  staffSettingsDoc,
  without,
} from "./rules-env";

const world = rulesWorldPerTest();

/** Settings in place, as staff saved them: the settings document and one document per area. */
async function saved(changes: Partial<ShopSettings>): Promise<void> {
  const settings = { ...defaultShopSettings, ...changes };
  await world.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc("shop/settings").set(toSettingsDocument(settings));
    for (const [key, area] of Object.entries(toAreaDocuments(settings.deliveryAreas)))
      await db.doc(`deliveryAreas/${key}`).set(area);
  });
}

const recife: DeliveryArea = {
  city: "Recife",
  bairro: "",
  fee: 5,
  minMinutes: 30,
  maxMinutes: 45,
  minOrder: null,
  freeDeliveryFrom: null,
};

/** Recife's area with these amounts, the only area. */
const recifeWith = (amounts: Partial<DeliveryArea>) => saved({ deliveryAreas: [{ ...recife, ...amounts }] });

const aliceOrders = (overrides: Data = {}) => place(world, world.alice, "alice", order("alice", overrides));

/** Another shopper's order (each account orders once every 30 s). */
const bobOrders = (overrides: Data = {}) =>
  place(world, world.bob, "bob", order("bob", overrides, OTHER_ORDER_ID), OTHER_ORDER_ID);

const asPickup = { mode: "pickup", address: null, delivery: { ...pickupDelivery } };
const pickup = (overrides: Data = {}) => aliceOrders({ ...asPickup, ...overrides });

/** 2 Lattes: R$ 25,00. 3 Lattes: R$ 37,50. */
const twoLattes = { cart: [line("Latte", 2)] };
const threeLattes = { cart: [line("Latte", 3)] };

describe("Retirar na loja", () => {
  it("a pickup without an address passes; a delivery without one is refused", async () => {
    await assertFails(aliceOrders({ address: null }));
    await assertFails(aliceOrders({ mode: "delivery", address: null, delivery: { ...pickupDelivery } }));
    await assertSucceeds(pickup());
  });

  it("a pickup with a fee, another time, or an address is refused", async () => {
    await assertFails(pickup({ delivery: { ...pickupDelivery, fee: 5 } }));
    await assertFails(pickup({ delivery: { fee: 0, minMinutes: 30, maxMinutes: 45 } }));
    await assertFails(pickup({ delivery: null }));
    await assertFails(pickup({ address: order("alice").address }));
    await assertSucceeds(pickup());
  });

  it("a mode that is neither, or none, is refused", async () => {
    await assertFails(aliceOrders({ mode: "drone" }));
    await assertFails(place(world, world.alice, "alice", without(order("alice"), "mode")));
    await assertSucceeds(aliceOrders({ mode: "delivery" }));
  });

  it("a pickup while the shop turned pickup off is refused; a delivery still passes", async () => {
    await saved({ pickup: false });
    await assertFails(pickup());
    await assertSucceeds(bobOrders());
    await saved({ pickup: true });
    await assertSucceeds(pickup());
  });

  it("settings saved before pickup existed (no `pickup`) offer it", async () => {
    await world.env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc("shop/settings")
        .set(without({ ...toSettingsDocument(defaultShopSettings) }, "pickup"));
    });
    await assertSucceeds(pickup());
  });

  it("a pickup has no minimum order: the minimum is a delivery area's", async () => {
    await recifeWith({ minOrder: 30 });
    await assertFails(aliceOrders(twoLattes));
    await assertSucceeds(pickup(twoLattes));
  });
});

describe("minimum order", () => {
  it("an order below its area's minimum is refused; at or above it passes", async () => {
    await recifeWith({ minOrder: 30 });
    await assertFails(aliceOrders(twoLattes));
    await assertSucceeds(aliceOrders(threeLattes));
    await recifeWith({ minOrder: 37.5 });
    await assertSucceeds(bobOrders(threeLattes));
  });

  it("a subtotal that is not the lines' sum is refused (it would dodge the minimum)", async () => {
    await recifeWith({ minOrder: 30 });
    await assertFails(aliceOrders({ ...twoLattes, subtotal: 37.5 }));
    await assertFails(aliceOrders({ ...twoLattes, subtotal: "25" }));
    await assertFails(aliceOrders({ ...threeLattes, subtotal: 37.5 - 0.01 }));
    await assertSucceeds(aliceOrders({ ...threeLattes, subtotal: 37.5 }));
  });

  it("areas saved before the minimum existed have none", async () => {
    await saved({});
    await world.env.withSecurityRulesDisabled(async (context) => {
      const old = without(without({ ...recife }, "minOrder"), "freeDeliveryFrom");
      await context.firestore().doc("deliveryAreas/recife").set(old);
    });
    await assertSucceeds(aliceOrders({ cart: [line("Latte", 1)] }));
  });
});

describe("free delivery", () => {
  it("a fee charged at or above the free-delivery amount is refused; none passes", async () => {
    await recifeWith({ freeDeliveryFrom: 30 });
    await assertFails(aliceOrders({ ...threeLattes, delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 } }));
    await assertSucceeds(aliceOrders({ ...threeLattes, delivery: { fee: 0, minMinutes: 30, maxMinutes: 45 } }));
  });

  it("below the amount the area's fee is due: none is refused", async () => {
    await recifeWith({ freeDeliveryFrom: 30 });
    await assertFails(aliceOrders({ ...twoLattes, delivery: { fee: 0, minMinutes: 30, maxMinutes: 45 } }));
    await assertSucceeds(aliceOrders({ ...twoLattes, delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 } }));
  });

  it("change is checked against the total the free delivery leaves", async () => {
    await recifeWith({ freeDeliveryFrom: 30 });
    const cash = (changeFor: number) => ({
      ...threeLattes,
      paymentMethod: "dinheiro",
      changeFor,
      delivery: { fee: 0, minMinutes: 30, maxMinutes: 45 },
    });
    await assertFails(aliceOrders(cash(37)));
    await assertSucceeds(aliceOrders(cash(37.5)));
  });
});

describe("staff's amounts", () => {
  const areas = (context = world.staff) => ({ doc: (key: string) => staffAreaDoc(context, key) });

  it("an area's minimum order and free-delivery amount are null or R$ 0,00–1.000,00 with cents", async () => {
    for (const bad of [
      { minOrder: -1 },
      { minOrder: 1000.01 },
      { minOrder: "30" },
      { minOrder: true },
      { freeDeliveryFrom: 0.1 + 0.2 },
      { freeDeliveryFrom: "null" },
      { freeDeliveryFrom: 5000 },
    ])
      await assertFails(
        areas()
          .doc("recife")
          .set({ ...recife, ...bad }),
      );
    await assertFails(
      areas()
        .doc("recife")
        .set(without({ ...recife }, "minOrder")),
    );
    await assertFails(
      areas(world.alice)
        .doc("recife")
        .set({ ...recife, minOrder: 1 }),
    );
    await assertSucceeds(
      areas()
        .doc("recife")
        .set({ ...recife, minOrder: 25.5, freeDeliveryFrom: 1000 }),
    );
    await assertSucceeds(
      areas()
        .doc("recife")
        .set({ ...recife, minOrder: 0, freeDeliveryFrom: 999.99 }),
    );
    await assertSucceeds(areas().doc("recife").set(recife));
  });

  it("`pickup` in the settings is a yes or no, and may be absent (saved by an older version)", async () => {
    const settingsDoc = staffSettingsDoc(world.staff);
    const stored = { ...toSettingsDocument(defaultShopSettings), updatedAt: serverTime() };
    await assertFails(settingsDoc.set({ ...stored, pickup: "sim" }));
    await assertFails(settingsDoc.set({ ...stored, pickup: null }));
    await assertSucceeds(settingsDoc.set({ ...stored, pickup: false }));
    await assertSucceeds(settingsDoc.set(without(stored, "pickup")));
  });
});
