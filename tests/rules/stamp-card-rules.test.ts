/**
 * The stamp card in firestore.rules (decision 0033): stamps only staff give, with the move to a delivered
 * end, once per order and one per unit; staff's "+1 selo" / "−1 selo"; a reward spent once, within the cap.
 */
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import {
  addOrderAct,
  countInDay,
  type Data,
  line,
  nextQuota,
  order,
  ORDER_ID,
  orderDoc,
  orderNumberOf,
  OTHER_ORDER_ID,
  place,
  rulesWorldPerTest,
  seedCoupon,
  seedOrder,
  staffOrderDoc,
  without,
} from "./rules-env";

const world = rulesWorldPerTest();
const NEXT_ORDER_ID = "1a2b3c4d5e6f708192a3b4c5";

type Change = { kind: string; delta: number; orderId: string; at: number };
const change = (kind: string, delta: number, orderId = ORDER_ID): Change => ({ kind, delta, orderId, at: Date.now() });

async function seedCard(uid: string, stamps: number, changes: Change[] = []): Promise<void> {
  await world.env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(`stampCards/${uid}`).set({ stamps, changes });
  });
}

/** Staff's move to `status`, with the stamps and the order's claim in the same batch, as the app sends it. */
function deliverWithStamps(
  context: RulesTestContext,
  { status = "Entregue", delta = 2, uid = "bob", before = { stamps: 0, changes: [] as Change[] } } = {},
) {
  const db = context.firestore();
  const batch = db.batch();
  const next = change("order", delta);
  batch.update(db.doc(`orders/${ORDER_ID}`), { status });
  addOrderAct(batch, context, ORDER_ID, { status });
  batch.set(db.doc(`stampCards/${uid}`), { stamps: before.stamps + delta, changes: [next, ...before.changes] });
  batch.set(db.doc(`stampClaims/${ORDER_ID}`), { uid });
  return batch.commit();
}

/** Bob's order with "Usar meu café grátis": the order, its number, quota and the card's stamps taken off. */
async function orderWithReward(
  reward: Data,
  {
    card = { stamps: 10, changes: [] as Change[] },
    spend = 10,
    cart = [line("Latte", 1)],
    coupon = undefined as { code: string; amount: number } | undefined,
  } = {},
) {
  const db = world.bob.firestore();
  const batch = db.batch();
  const discounts = { ...(Object.keys(reward).length > 0 ? { reward } : {}), ...(coupon ? { coupon } : {}) };
  const data = order("bob", { cart, ...discounts }, NEXT_ORDER_ID);
  batch.set(db.doc(`orders/${NEXT_ORDER_ID}`), await countInDay(world.env, batch, db, data, NEXT_ORDER_ID));
  batch.set(db.doc(`orderNumbers/${orderNumberOf(NEXT_ORDER_ID)}`), { checkoutId: NEXT_ORDER_ID });
  batch.set(db.doc("orderQuotas/bob"), await nextQuota(world.env, "bob", NEXT_ORDER_ID));
  if (coupon) {
    const use = { code: coupon.code, customerUid: "bob", count: 1, lastOrderId: NEXT_ORDER_ID };
    batch.set(db.doc(`couponUses/${coupon.code}_bob`), use);
    batch.update(db.doc(`couponCounts/${coupon.code}`), { uses: 1, lastOrderId: NEXT_ORDER_ID });
  }
  if (spend > 0) {
    const next = change("reward", -spend, NEXT_ORDER_ID);
    batch.set(db.doc("stampCards/bob"), { stamps: card.stamps - spend, changes: [next, ...card.changes] });
  }
  return batch.commit();
}

describe("earning stamps", () => {
  it("staff give one stamp per unit with the move to Entregue, to the order's customer", async () => {
    await seedOrder(world, "bob", ORDER_ID, "Saiu para entrega");
    await assertFails(deliverWithStamps(world.staff, { delta: 3 }));
    await assertFails(deliverWithStamps(world.staff, { uid: "alice" }));
    await assertSucceeds(deliverWithStamps(world.staff));
  });

  it("a shopper cannot write stamps to their card, nor create one", async () => {
    await seedOrder(world, "bob", ORDER_ID, "Saiu para entrega");
    const card = world.bob.firestore().doc("stampCards/bob");
    await assertFails(card.set({ stamps: 2, changes: [change("order", 2)] }));
    await assertFails(card.set({ stamps: 1, changes: [change("staff", 1)] }));
    await seedCard("bob", 3);
    await assertFails(card.update({ stamps: 13 }));
    await assertFails(deliverWithStamps(world.bob, { before: { stamps: 3, changes: [] } }));
    await assertSucceeds(deliverWithStamps(world.staff, { before: { stamps: 3, changes: [] } }));
  });

  it("stamps come only with a move to a delivered end: not Em preparo, not Cancelado", async () => {
    await seedOrder(world, "bob", ORDER_ID, "Pendente");
    await assertFails(deliverWithStamps(world.staff, { status: "Saiu para entrega" }));
    await assertFails(deliverWithStamps(world.staff, { status: "Cancelado" }));
    await assertSucceeds(deliverWithStamps(world.staff, { status: "Entregue" }));
  });

  it("an order earns once: a second claim, or stamps for an order delivered already, are refused", async () => {
    await seedOrder(world, "bob", ORDER_ID, "Saiu para entrega");
    await world.env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`stampClaims/${ORDER_ID}`).set({ uid: "bob" });
    });
    await assertFails(deliverWithStamps(world.staff));
    await world.env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`stampClaims/${ORDER_ID}`).delete();
    });
    await assertSucceeds(deliverWithStamps(world.staff));
    const twice = { stamps: 2, changes: [change("order", 2)] };
    await assertFails(deliverWithStamps(world.staff, { status: "Entregue", before: twice }));
  });

  it("the card's changes are the last ten, newest first, and its stamps follow them", async () => {
    const ten = Array.from({ length: 10 }, (_, index) => change("staff", 1, `order-${index}`));
    await seedOrder(world, "bob", ORDER_ID, "Saiu para entrega");
    await seedCard("bob", 10, ten);
    const db = world.staff.firestore();
    const forged = db.batch();
    forged.update(db.doc(`orders/${ORDER_ID}`), { status: "Entregue" });
    addOrderAct(forged, world.staff, ORDER_ID, { status: "Entregue" });
    forged.set(db.doc("stampCards/bob"), { stamps: 12, changes: [change("order", 2), ...ten] });
    forged.set(db.doc(`stampClaims/${ORDER_ID}`), { uid: "bob" });
    await assertFails(forged.commit());
    const honest = db.batch();
    honest.update(db.doc(`orders/${ORDER_ID}`), { status: "Entregue" });
    addOrderAct(honest, world.staff, ORDER_ID, { status: "Entregue" });
    honest.set(db.doc("stampCards/bob"), { stamps: 12, changes: [change("order", 2), ...ten.slice(0, 9)] });
    honest.set(db.doc(`stampClaims/${ORDER_ID}`), { uid: "bob" });
    await assertSucceeds(honest.commit());
  });
});

describe("an order placed without signing in", () => {
  it("says so: only a Google account may say it signed in", async () => {
    await assertFails(place(world, world.alice, "alice", order("alice", { signedIn: true })));
    await assertFails(place(world, world.alice, "alice", order("alice", { signedIn: "sim" })));
    await assertFails(place(world, world.alice, "alice", without(order("alice"), "signedIn")));
    await assertSucceeds(place(world, world.alice, "alice", order("alice", { signedIn: false })));
    await assertSucceeds(
      place(world, world.bob, "bob", order("bob", { signedIn: true }, OTHER_ORDER_ID), OTHER_ORDER_ID),
    );
  });

  it("is marked signed in by its own account once that is linked to Google: then it earns", async () => {
    await seedOrder(world, "bob", ORDER_ID, "Saiu para entrega", { signedIn: false });
    await assertFails(orderDoc(world.alice).update({ signedIn: true }));
    await assertFails(staffOrderDoc(world.staff).update({ signedIn: true }));
    await assertFails(orderDoc(world.bob).update({ signedIn: true, status: "Entregue" }));
    await assertFails(orderDoc(world.bob).update({ signedIn: "sim" }));
    await assertFails(deliverWithStamps(world.staff));
    await assertSucceeds(orderDoc(world.bob).update({ signedIn: true }));
    await assertSucceeds(deliverWithStamps(world.staff));
  });

  it('earns no stamps, neither with its delivery nor by staff\'s "+1 selo"', async () => {
    await seedOrder(world, "alice", ORDER_ID, "Saiu para entrega", { signedIn: false });
    await assertFails(deliverWithStamps(world.staff, { uid: "alice" }));
    await assertFails(
      world.staff
        .firestore()
        .doc("stampCards/alice")
        .set({ stamps: 1, changes: [change("staff", 1)] }),
    );
    await assertSucceeds(staffOrderDoc(world.staff).update({ status: "Entregue" }));
  });
});

describe("staff's corrections", () => {
  it('"+1 selo" and "−1 selo" from one of the customer\'s orders; never more, never below zero', async () => {
    await seedOrder(world, "bob", ORDER_ID, "Entregue");
    const card = (context: RulesTestContext) => context.firestore().doc("stampCards/bob");
    await assertFails(card(world.staff).set({ stamps: 2, changes: [change("staff", 2)] }));
    await assertFails(card(world.bob).set({ stamps: 1, changes: [change("staff", 1)] }));
    await assertFails(card(world.staff).set({ stamps: 0, changes: [change("staff", -1)] }));
    await assertSucceeds(card(world.staff).set({ stamps: 1, changes: [change("staff", 1)] }));
    await seedOrder(world, "alice", "not-bobs-order-0000000000", "Entregue");
    const other = change("staff", 1, "not-bobs-order-0000000000");
    await assertFails(card(world.staff).set({ stamps: 2, changes: [other, change("staff", 1)] }));
  });

  it("a card is read by its owner and staff only", async () => {
    await seedCard("bob", 3);
    await assertSucceeds(world.bob.firestore().doc("stampCards/bob").get());
    await assertSucceeds(world.staff.firestore().doc("stampCards/bob").get());
    await assertFails(world.alice.firestore().doc("stampCards/bob").get());
  });
});

describe("redeeming a reward", () => {
  it("a reward needs a full card", async () => {
    await seedCard("bob", 9);
    await assertFails(orderWithReward({ stamps: 10, amount: 12.5 }, { card: { stamps: 9, changes: [] } }));
    await seedCard("bob", 10);
    await assertSucceeds(orderWithReward({ stamps: 10, amount: 12.5 }));
  });

  it("a reward above the cap, or not taking its stamps off, is refused", async () => {
    await seedCard("bob", 10);
    const irlandes = [line("Irlandês", 1)];
    await assertFails(orderWithReward({ stamps: 10, amount: 15.01 }, { cart: irlandes }));
    await assertFails(orderWithReward({ stamps: 10, amount: 15 }, { cart: irlandes, spend: 0 }));
    await assertFails(orderWithReward({ stamps: 9, amount: 15 }, { cart: irlandes, spend: 9 }));
    await assertFails(orderWithReward({}, { cart: irlandes }));
    await assertSucceeds(orderWithReward({ stamps: 10, amount: 15 }, { cart: irlandes }));
  });

  it("the same reward spent twice from one card state (two tabs) is refused the second time", async () => {
    await seedCard("bob", 10);
    await assertSucceeds(orderWithReward({ stamps: 10, amount: 12.5 }));
    await world.env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("orderQuotas/bob").delete();
      await context
        .firestore()
        .doc(`orderNumbers/${orderNumberOf(NEXT_ORDER_ID)}`)
        .delete();
      await context.firestore().doc(`orders/${NEXT_ORDER_ID}`).delete();
    });
    await assertFails(orderWithReward({ stamps: 10, amount: 12.5 }));
  });

  it.each([false, true])("a reward while the card is active in Loja only (active: %s)", async (active) => {
    await seedCard("bob", 10);
    await world.env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc("shop/settings")
        .set({
          paused: false,
          hours: [null, null, null, null, null, null, null],
          soldOut: [],
          loyalty: { active, stampsPerReward: 10, maxReward: 15 },
        });
      await context.firestore().doc("deliveryAreas/recife").set({
        city: "Recife",
        bairro: "",
        fee: 5,
        minMinutes: 30,
        maxMinutes: 45,
        minOrder: null,
        freeDeliveryFrom: null,
      });
    });
    const placed = orderWithReward({ stamps: 10, amount: 12.5 });
    await (active ? assertSucceeds(placed) : assertFails(placed));
  });

  it("a reward and a coupon together take at most the products' price", async () => {
    await seedCard("bob", 10);
    await seedCoupon(world.env, "DEZREAIS", { kind: "fixed", value: 10 });
    const coupon = { code: "DEZREAIS", amount: 10 };
    // One Latte (R$ 12,50): R$ 10,00 off leaves R$ 2,50 for the reward, not the Latte's R$ 12,50.
    await assertFails(orderWithReward({ stamps: 10, amount: 12.5 }, { coupon }));
    await assertSucceeds(orderWithReward({ stamps: 10, amount: 2.5 }, { coupon }));
  });
});

describe("a cancelled order's reward", () => {
  async function storedCard(uid: string): Promise<{ stamps: number; changes: Change[] }> {
    let card = { stamps: 0, changes: [] as Change[] };
    await world.env.withSecurityRulesDisabled(async (context) => {
      const data = (await context.firestore().doc(`stampCards/${uid}`).get()).data();
      if (data) card = data as typeof card;
    });
    return card;
  }

  /** The cancel of the order and its reward's stamps back on the card, in one batch, as the app sends it. */
  async function cancelWithRefund(
    context: RulesTestContext,
    { delta = 10, uid = "bob", orderId = NEXT_ORDER_ID, cancel = true } = {},
  ) {
    const card = await storedCard(uid);
    const db = context.firestore();
    const batch = db.batch();
    if (cancel) batch.update(db.doc(`orders/${orderId}`), { status: "Cancelado" });
    if (cancel) addOrderAct(batch, context, orderId, { status: "Cancelado" });
    const next = change("refund", delta, orderId);
    batch.set(db.doc(`stampCards/${uid}`), { stamps: card.stamps + delta, changes: [next, ...card.changes] });
    return batch.commit();
  }

  it("its stamps come back with the shopper's cancel, exactly those it took", async () => {
    await seedCard("bob", 10);
    await assertSucceeds(orderWithReward({ stamps: 10, amount: 12.5 }));
    await assertFails(cancelWithRefund(world.bob, { cancel: false }));
    await assertFails(cancelWithRefund(world.bob, { delta: 11 }));
    await assertSucceeds(cancelWithRefund(world.bob));
  });

  it("an order gives its stamps back once: not again after its cancel", async () => {
    await seedCard("bob", 10);
    await assertSucceeds(orderWithReward({ stamps: 10, amount: 12.5 }));
    await assertSucceeds(cancelWithRefund(world.bob));
    await assertFails(cancelWithRefund(world.bob, { cancel: false }));
    await assertFails(cancelWithRefund(world.staff, { cancel: false }));
  });

  it("staff's cancel gives them back too, to the order's customer only", async () => {
    await seedCard("bob", 10);
    await assertSucceeds(orderWithReward({ stamps: 10, amount: 12.5 }));
    await assertFails(cancelWithRefund(world.staff, { uid: "alice" }));
    await assertSucceeds(cancelWithRefund(world.staff));
  });

  it("an order that took no reward gives no stamps with its cancel", async () => {
    await seedOrder(world, "bob", ORDER_ID, "Pendente");
    await assertFails(cancelWithRefund(world.bob, { orderId: ORDER_ID }));
    await assertFails(cancelWithRefund(world.bob, { orderId: ORDER_ID, delta: 0 }));
  });
});
