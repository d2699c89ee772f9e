/**
 * Issue 38: order ahead in firestore.rules. Each refusal (a time the shop would not take, a slot
 * counted wrongly, a full slot) beside the honest order it could be mistaken for.
 */
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { describe, expect, it } from "vitest";

import { toAreaDocuments, toSettingsDocument } from "~/lib/settings/settings-document";
import { shopClock } from "~/lib/shop/shop-hours";
import { defaultShopSettings, type OpeningHours, type ShopSettings } from "~/lib/shop/shop-settings";

import {
  addOrderAct,
  countInDay,
  type Data,
  nextQuota,
  order,
  OTHER_ORDER_ID,
  place,
  rulesWorldPerTest,
  seedCoupon,
  serverTime,
  staffDeletes,
  staffSettingsDoc,
  without,
} from "./rules-env";

const THIRD_ORDER = "1234567890abcdef12345678";

const world = rulesWorldPerTest();

const MINUTE = 60_000;
const SLOT = 15 * MINUTE;
const DAY = 24 * 60 * MINUTE;
const timestamp = (ms: number) => firebase.firestore.Timestamp.fromMillis(ms);

/** The first 15-minute mark at least `minutes` from now (a minute of slack for the server's clock). */
const markAfter = (minutes: number) => Math.ceil((Date.now() + (minutes + 1) * MINUTE) / SLOT) * SLOT;

async function saved(changes: Partial<ShopSettings>): Promise<void> {
  const settings = { ...defaultShopSettings, ...changes };
  await world.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc("shop/settings").set(toSettingsDocument(settings));
    for (const [key, area] of Object.entries(toAreaDocuments(settings.deliveryAreas)))
      await db.doc(`deliveryAreas/${key}`).set(area);
  });
}

const withOrderAhead = (changes: Partial<ShopSettings["orderAhead"]>, others: Partial<ShopSettings> = {}) =>
  saved({ ...others, orderAhead: { ...defaultShopSettings.orderAhead, ...changes } });

/** What the app writes for a scheduled order: the order, its number, the quota, and the slot's next place. */
async function placeScheduled(
  context: RulesTestContext,
  uid: string,
  at: number,
  {
    id = "0a1b2c3d4e5f60718293a4b5",
    overrides = {},
    slot,
    extra,
  }: {
    id?: string;
    overrides?: Data;
    slot?: Data | null;
    /** More of the order's batch, such as its coupon's use. */
    extra?: (batch: firebase.firestore.WriteBatch) => void;
  } = {},
): Promise<void> {
  const db = context.firestore();
  const data = order(uid, { scheduledFor: timestamp(at), ...overrides }, id);
  const batch = db.batch();
  batch.set(db.doc(`orders/${id}`), await countInDay(world.env, batch, db, data, id));
  batch.set(db.doc(`orderNumbers/${String(data.id)}`), { checkoutId: id });
  batch.set(db.doc(`orderQuotas/${uid}`), await nextQuota(world.env, uid, id));
  if (slot !== null) {
    const taken = (await storedSlot(at))?.count ?? 0;
    batch.set(db.doc(`orderSlots/${String(at)}`), {
      at: timestamp(at),
      count: Number(taken) + 1,
      lastOrderId: id,
      ...slot,
    });
  }
  extra?.(batch);
  await batch.commit();
}

async function storedSlot(at: number): Promise<Data | undefined> {
  let data: Data | undefined;
  await world.env.withSecurityRulesDisabled(async (context) => {
    data = (
      await context
        .firestore()
        .doc(`orderSlots/${String(at)}`)
        .get()
    ).data();
  });
  return data;
}

const alice = (at: number, options?: Parameters<typeof placeScheduled>[3]) =>
  placeScheduled(world.alice, "alice", at, options);
const bob = (at: number, options: Parameters<typeof placeScheduled>[3] = {}) =>
  placeScheduled(world.bob, "bob", at, { id: OTHER_ORDER_ID, ...options });

/** Hours only on the shop's weekday of `day`: closed now, open then. */
function openOnlyOn(day: number, opens: number, closes: number): (OpeningHours | null)[] {
  const hours: (OpeningHours | null)[] = [null, null, null, null, null, null, null];
  hours[shopClock(day).weekday] = { opens, closes };
  return hours;
}

describe("the scheduled time", () => {
  it("on a 15-minute mark after the lead time passes; off the mark, or not a time, is refused", async () => {
    const at = markAfter(30);
    await assertFails(alice(at + 5 * MINUTE));
    await assertFails(alice(at, { overrides: { scheduledFor: at } }));
    await assertSucceeds(alice(at));
  });

  it("sooner than the lead time is refused; at the lead time it passes", async () => {
    await withOrderAhead({ leadMinutes: 60 });
    await assertFails(alice(markAfter(30)));
    await assertSucceeds(alice(markAfter(60)));
  });

  it("in the past is refused", async () => {
    await assertFails(alice(Math.floor(Date.now() / SLOT) * SLOT - SLOT));
  });

  it("more than 7 days ahead is refused; 7 days ahead passes", async () => {
    await assertFails(alice(Math.floor((Date.now() + 7 * DAY) / SLOT) * SLOT + SLOT));
    await assertSucceeds(alice(Math.floor((Date.now() + 7 * DAY) / SLOT) * SLOT - SLOT));
  });

  it("outside that day's hours is refused; inside them passes while the shop is closed now", async () => {
    const tomorrow = shopClock(Date.now() + DAY).dayStart;
    await saved({ hours: openOnlyOn(tomorrow, 7 * 60, 10 * 60) });
    await assertFails(place(world, world.bob, "bob", order("bob", {}, OTHER_ORDER_ID), OTHER_ORDER_ID));
    await assertFails(alice(tomorrow + 10 * 60 * MINUTE));
    await assertFails(alice(tomorrow + 6 * 60 * MINUTE + 45 * MINUTE));
    await assertSucceeds(alice(tomorrow + 7 * 60 * MINUTE + 30 * MINUTE));
  });

  it("while paused: refused unless staff take scheduled orders during a pause; an order for now is refused", async () => {
    const at = markAfter(30);
    await saved({ paused: true });
    await assertFails(alice(at));
    await withOrderAhead({ whilePaused: true }, { paused: true });
    await assertFails(place(world, world.bob, "bob", order("bob", {}, OTHER_ORDER_ID), OTHER_ORDER_ID));
    await assertSucceeds(alice(at));
  });

  it("of a sold-out coffee is refused", async () => {
    await saved({ soldOut: ["Latte"] });
    await assertFails(alice(markAfter(30)));
  });
});

describe("the slot's counter", () => {
  it("a full slot is refused; another slot still passes", async () => {
    await withOrderAhead({ perSlot: 1 });
    const at = markAfter(30);
    await assertSucceeds(alice(at));
    await assertFails(bob(at));
    await assertSucceeds(bob(at + SLOT));
  });

  it("a count that skips or repeats a place is refused", async () => {
    const at = markAfter(30);
    await assertSucceeds(alice(at));
    await assertFails(bob(at, { slot: { count: 1 } }));
    await assertFails(bob(at, { slot: { count: 3 } }));
    await assertSucceeds(bob(at, { slot: { count: 2 } }));
  });

  it("a scheduled order that does not count itself in its slot is refused", async () => {
    const at = markAfter(30);
    await assertFails(alice(at, { slot: null }));
    await assertFails(alice(at, { slot: { lastOrderId: OTHER_ORDER_ID } }));
    await assertFails(alice(at, { slot: { at: timestamp(at + SLOT) } }));
    await assertSucceeds(alice(at));
  });

  it("a slot counted for another slot's time, or with more fields, is refused", async () => {
    const at = markAfter(30);
    const db = world.alice.firestore();
    const data = order("alice", { scheduledFor: timestamp(at) });
    const batch = db.batch();
    batch.set(
      db.doc("orders/0a1b2c3d4e5f60718293a4b5"),
      await countInDay(world.env, batch, db, data, "0a1b2c3d4e5f60718293a4b5"),
    );
    batch.set(db.doc(`orderNumbers/${String(data.id)}`), { checkoutId: "0a1b2c3d4e5f60718293a4b5" });
    batch.set(db.doc("orderQuotas/alice"), await nextQuota(world.env, "alice", "0a1b2c3d4e5f60718293a4b5"));
    batch.set(db.doc(`orderSlots/${String(at + SLOT)}`), {
      at: timestamp(at),
      count: 1,
      lastOrderId: "0a1b2c3d4e5f60718293a4b5",
    });
    await assertFails(batch.commit());
    await assertFails(alice(at, { slot: { extra: true } }));
    await assertSucceeds(alice(at));
  });

  it("a counter moved without an order (filling the slot for others) is refused", async () => {
    const at = markAfter(30);
    await assertSucceeds(alice(at));
    const slot = world.bob.firestore().doc(`orderSlots/${String(at)}`);
    await assertFails(slot.set({ at: timestamp(at), count: 2, lastOrderId: "0a1b2c3d4e5f60718293a4b5" }));
    await assertFails(slot.delete());
  });

  it("the cart reads the counters, before anyone signs in, to leave full slots out", async () => {
    const at = markAfter(30);
    await assertSucceeds(alice(at));
    const upcoming = world.visitor.firestore().collection("orderSlots").where("at", ">=", timestamp(Date.now()));
    await assertSucceeds(upcoming.get());
  });
});

describe("a place given back", () => {
  const ALICE_ORDER = "0a1b2c3d4e5f60718293a4b5";
  /** The order's cancel and its slot's place given back, in one batch, by `context`. */
  async function cancelWithRelease(context: RulesTestContext, at: number, orderId = ALICE_ORDER, cancel = true) {
    const db = context.firestore();
    const batch = db.batch();
    if (cancel) batch.update(db.doc(`orders/${orderId}`), { status: "Cancelado" });
    if (cancel) addOrderAct(batch, context, orderId, { status: "Cancelado" });
    batch.update(db.doc(`orderSlots/${String(at)}`), {
      count: firebase.firestore.FieldValue.increment(-1),
      lastReleasedId: orderId,
    });
    await batch.commit();
  }

  it("comes with the cancel of the order scheduled for the slot, and the slot takes an order again", async () => {
    await withOrderAhead({ perSlot: 1 });
    const at = markAfter(30);
    await assertSucceeds(alice(at));
    await assertFails(bob(at));
    await assertSucceeds(cancelWithRelease(world.alice, at));
    await assertSucceeds(bob(at));
  });

  it("comes once: never without the cancel, nor again for an order already cancelled", async () => {
    const at = markAfter(30);
    await assertSucceeds(alice(at));
    await assertFails(cancelWithRelease(world.alice, at, ALICE_ORDER, false));
    await assertSucceeds(cancelWithRelease(world.alice, at));
    await assertFails(cancelWithRelease(world.alice, at, ALICE_ORDER, false));
  });

  it("is not another slot's", async () => {
    const at = markAfter(30);
    await assertSucceeds(bob(at));
    await assertSucceeds(alice(at + SLOT));
    await assertFails(cancelWithRelease(world.alice, at));
    await assertSucceeds(cancelWithRelease(world.alice, at + SLOT));
  });

  it("comes with staff's cancel too", async () => {
    const at = markAfter(30);
    await assertSucceeds(alice(at));
    await assertSucceeds(cancelWithRelease(world.staff, at));
    expect((await storedSlot(at))?.count).toBe(0);
  });
});

describe("a blocked customer's open order (issue 54)", () => {
  const ALICE_ORDER = "0a1b2c3d4e5f60718293a4b5";
  const BOB_ORDER = OTHER_ORDER_ID;
  const FLYER = "FOLHETO10";
  const at = () => markAfter(30);

  /** A scheduled order with the flyer's coupon: the order's batch with the slot's place and the coupon's use. */
  async function withFlyer(context: RulesTestContext, uid: string, id: string, when: number): Promise<void> {
    const one = firebase.firestore.FieldValue.increment(1);
    const db = context.firestore();
    await placeScheduled(context, uid, when, {
      id,
      overrides: { coupon: { code: FLYER, amount: 2.5 } },
      extra: (batch) => {
        batch.set(db.doc(`couponUses/${FLYER}_${uid}`), { code: FLYER, customerUid: uid, count: one, lastOrderId: id });
        batch.update(db.doc(`couponCounts/${FLYER}`), { uses: one, lastOrderId: id });
      },
    });
  }

  /** The last place of the 07:30 slot and the flyer's last use, taken by a throwaway account. */
  async function takenByAlice(): Promise<number> {
    await withOrderAhead({ perSlot: 1 });
    await seedCoupon(world.env, FLYER, { totalLimit: 1, perCustomer: null });
    const when = at();
    await assertSucceeds(withFlyer(world.alice, "alice", ALICE_ORDER, when));
    await assertFails(withFlyer(world.bob, "bob", BOB_ORDER, when));
    return when;
  }

  it("deleted with its tombstone, as the block did, keeps the slot's place and the coupon's use", async () => {
    const when = await takenByAlice();
    const db = world.staff.firestore();
    await assertSucceeds(db.doc("blockedCustomers/alice").set({ blockedAt: serverTime() }));
    await assertSucceeds(staffDeletes(world, "alice", ALICE_ORDER));
    await assertFails(withFlyer(world.bob, "bob", BOB_ORDER, when));
  });

  it("cancelled by staff with what it took given back, then blocked: the next shopper gets both", async () => {
    const when = await takenByAlice();
    const db = world.staff.firestore();
    const less = firebase.firestore.FieldValue.increment(-1);
    await assertSucceeds(db.doc("blockedCustomers/alice").set({ blockedAt: serverTime() }));
    const cancel = db.batch();
    const release = { lastReleasedId: ALICE_ORDER };
    cancel.update(db.doc(`orders/${ALICE_ORDER}`), { status: "Cancelado" });
    addOrderAct(cancel, world.staff, ALICE_ORDER, { status: "Cancelado" });
    cancel.update(db.doc(`orderSlots/${String(when)}`), { count: less, ...release });
    cancel.update(db.doc(`couponUses/${FLYER}_alice`), { count: less, ...release });
    cancel.update(db.doc(`couponCounts/${FLYER}`), { uses: less, ...release });
    await assertSucceeds(cancel.commit());
    await assertFails(withFlyer(world.alice, "alice", THIRD_ORDER, when));
    await assertSucceeds(withFlyer(world.bob, "bob", BOB_ORDER, when));
  });
});

describe("an order for now", () => {
  it("with scheduledFor null (an extra field) is refused; without it passes as before", async () => {
    await assertFails(place(world, world.alice, "alice", order("alice", { scheduledFor: null })));
    await assertSucceeds(place(world, world.alice, "alice", order("alice")));
  });
});

describe("staff's order-ahead settings", () => {
  const settingsDoc = () => staffSettingsDoc(world.staff);
  const document = (orderAhead: Data) => ({
    ...toSettingsDocument(defaultShopSettings),
    orderAhead,
    updatedAt: firebase.firestore.FieldValue.serverTimestamp(),
  });
  const honest = { leadMinutes: 30, perSlot: 4, whilePaused: true, readyMinutes: 15 };

  it("are saved within their limits; anything else is refused", async () => {
    await assertFails(settingsDoc().set(document({ ...honest, perSlot: 0 })));
    await assertFails(settingsDoc().set(document({ ...honest, leadMinutes: -1 })));
    await assertFails(settingsDoc().set(document({ ...honest, leadMinutes: 1.5 })));
    await assertFails(settingsDoc().set(document({ ...honest, readyMinutes: 7 })));
    await assertFails(settingsDoc().set(document({ ...honest, leadMinutes: "30" })));
    await assertFails(settingsDoc().set(document({ ...honest, perSlot: 51 })));
    await assertFails(settingsDoc().set(document({ ...honest, whilePaused: "sim" })));
    await assertFails(settingsDoc().set(document({ ...honest, extra: 1 })));
    await assertFails(settingsDoc().set(document(without(honest, "perSlot"))));
    await assertSucceeds(settingsDoc().set(document(honest)));
  });

  it("settings saved before order ahead (none) keep the defaults, and a scheduled order passes", async () => {
    await saved({});
    await world.env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc("shop/settings")
        .set(without({ ...toSettingsDocument(defaultShopSettings) }, "orderAhead"));
    });
    await assertFails(alice(Math.floor((Date.now() + 14 * MINUTE) / SLOT) * SLOT));
    await assertSucceeds(alice(markAfter(15)));
  });
});
