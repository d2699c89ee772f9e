/**
 * Issue 39's coupons: each attack beside the honest order it looks like. Every attack here was
 * accepted before the coupon rules (an order's `coupon` was not checked at all, tried 2026-11-27).
 */
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { describe, expect, it } from "vitest";

import {
  addOrderAct,
  countInDay,
  couponCount,
  type Data,
  nextQuota,
  order,
  ORDER_ID,
  OTHER_ORDER_ID,
  rulesWorldPerTest,
  seedCoupon as seedCouponPastRules,
  setQuota,
  terms,
  tokens,
} from "./rules-env";

const world = rulesWorldPerTest();
const THIRD_ORDER_ID = "1234567890abcdef12345678";
const DAY_MS = 24 * 60 * 60 * 1000;

const seedCoupon = (code: string, overrides: Data = {}) => seedCouponPastRules(world.env, code, overrides);

interface Use {
  code?: string;
  amount?: number;
  id?: string;
  order?: Data;
  /** The count the customer's use document is written with, and the coupon's total. */
  count?: number;
  uses?: number;
  /** Leave one of the batch's documents out. */
  skip?: "use" | "coupon";
  /** Count as the app does: merged into the use document, incremented by the server. */
  asTheApp?: boolean;
  /** A forged `lastReleasedId` on the use document, as if an order of the account had given it back. */
  released?: string;
}

/** The app's batch for an order with a coupon: order, number, quota, the customer's use, the coupon's count. */
async function orderWithCoupon(context: RulesTestContext, uid: string, use: Use = {}): Promise<void> {
  const { code = "PRIMEIROCAFE", amount = 2.5, id = ORDER_ID, count = 1, uses = 1 } = use;
  // Two Lattes (R$ 25,00): 10% is R$ 2,50.
  const data = order(uid, { coupon: { code, amount }, ...use.order }, id);
  const db = context.firestore();
  const batch = db.batch();
  batch.set(db.doc(`orders/${id}`), await countInDay(world.env, batch, db, data, id));
  batch.set(db.doc(`orderNumbers/${String(data.id)}`), { checkoutId: id });
  batch.set(db.doc(`orderQuotas/${uid}`), await nextQuota(world.env, uid, id));
  const one = firebase.firestore.FieldValue.increment(1);
  const useDoc = db.doc(`couponUses/${code}_${uid}`);
  if (use.skip !== "use") {
    const forged = use.released === undefined ? {} : { lastReleasedId: use.released };
    if (use.asTheApp)
      batch.set(useDoc, { code, customerUid: uid, count: one, lastOrderId: id, ...forged }, { merge: true });
    else batch.set(useDoc, { code, customerUid: uid, count, lastOrderId: id, ...forged });
  }
  if (use.skip !== "coupon")
    batch.update(db.doc(`couponCounts/${code}`), { uses: use.asTheApp ? one : uses, lastOrderId: id });
  await batch.commit();
}

const bobUses = (use: Use = {}) => orderWithCoupon(world.bob, "bob", use);

/** Staff's "Criar cupom", as the app writes it: the terms and their count in one batch. */
async function createCoupon(context: RulesTestContext, coupon: Data, id = String(coupon.code), count: Data = {}) {
  const db = context.firestore();
  const batch = db.batch();
  batch.set(db.doc(`coupons/${id}`), coupon);
  batch.set(db.doc(`couponCounts/${id}`), couponCount(count));
  await batch.commit();
}

describe("an order's coupon", () => {
  it("a forged discount is refused; the terms' own is accepted", async () => {
    await seedCoupon("PRIMEIROCAFE");
    await assertFails(bobUses({ amount: 25 }));
    await assertFails(bobUses({ amount: 2.49 }));
    await assertSucceeds(bobUses({ amount: 2.5 }));
  });

  it("cash with change for the total after the coupon is accepted; change below that total is refused", async () => {
    await seedCoupon("PRIMEIROCAFE");
    // R$ 25,00 of products and R$ 5,00 of delivery, R$ 2,50 off: R$ 27,50 to pay.
    const cash = (changeFor: number): Use => ({ order: { paymentMethod: "dinheiro", changeFor } });
    await assertFails(bobUses(cash(27.49)));
    await assertSucceeds(bobUses(cash(27.5)));
  });

  it("a discount above the cap is refused; the capped one is accepted", async () => {
    await seedCoupon("METADE", { value: 50, maxDiscount: 5 });
    await assertFails(bobUses({ code: "METADE", amount: 12.5 }));
    await assertSucceeds(bobUses({ code: "METADE", amount: 5 }));
  });

  it("a fixed amount never takes more than the products", async () => {
    await seedCoupon("CINQUENTA", { kind: "fixed", value: 50 });
    await assertFails(bobUses({ code: "CINQUENTA", amount: 50 }));
    await assertSucceeds(bobUses({ code: "CINQUENTA", amount: 25 }));
  });

  it("an order's coupon goes with its use and its count, or not at all", async () => {
    await seedCoupon("PRIMEIROCAFE");
    await assertFails(bobUses({ skip: "use" }));
    await assertFails(bobUses({ skip: "coupon" }));
    await assertFails(bobUses({ uses: 5 }));
    await assertSucceeds(bobUses());
  });

  it("an expired coupon is refused; one valid until tomorrow is accepted", async () => {
    await seedCoupon("VENCIDO", { validUntil: firebase.firestore.Timestamp.fromMillis(Date.now() - DAY_MS) });
    await seedCoupon("AMANHA", { validUntil: firebase.firestore.Timestamp.fromMillis(Date.now() + DAY_MS) });
    await assertFails(bobUses({ code: "VENCIDO" }));
    await assertSucceeds(bobUses({ code: "AMANHA" }));
  });

  it("a deactivated coupon is refused", async () => {
    await seedCoupon("PRIMEIROCAFE");
    await assertSucceeds(world.staff.firestore().doc("coupons/PRIMEIROCAFE").update({ active: false }));
    await assertFails(bobUses());
    await seedCoupon("PRIMEIROCAFE");
    await assertSucceeds(bobUses());
  });

  it("an order below the coupon's minimum is refused", async () => {
    await seedCoupon("VINTEREAIS", { minOrder: 30 });
    await assertFails(bobUses({ code: "VINTEREAIS" }));
    await seedCoupon("VINTEREAIS", { minOrder: 25 });
    await assertSucceeds(bobUses({ code: "VINTEREAIS" }));
  });

  it("a second use by one customer is refused, within a limit of two accepted", async () => {
    await seedCoupon("PRIMEIROCAFE");
    await seedCoupon("DUASVEZES", { perCustomer: 2 });
    await assertSucceeds(bobUses());
    await setQuota(world, "bob", { secondsAgo: 60, dayCount: 1 });
    await assertFails(bobUses({ id: OTHER_ORDER_ID, count: 2, uses: 2 }));
    await assertFails(bobUses({ id: OTHER_ORDER_ID, count: 1, uses: 2 }));
    await assertSucceeds(bobUses({ code: "DUASVEZES", id: OTHER_ORDER_ID }));
    await setQuota(world, "bob", { secondsAgo: 60, dayCount: 2 });
    await assertSucceeds(bobUses({ code: "DUASVEZES", id: THIRD_ORDER_ID, count: 2, uses: 2 }));
  });

  it("the last use taken twice at once: the second batch is refused", async () => {
    await seedCoupon("ULTIMO", { totalLimit: 1, perCustomer: null });
    // Both read uses = 0 and write 1; the second also tries 2, past the limit.
    await assertSucceeds(orderWithCoupon(world.alice, "alice", { code: "ULTIMO" }));
    await assertFails(bobUses({ code: "ULTIMO", id: OTHER_ORDER_ID }));
    await assertFails(bobUses({ code: "ULTIMO", id: OTHER_ORDER_ID, uses: 2 }));
  });

  it("a per-customer coupon needs a verified Google account; one without a limit does not", async () => {
    await seedCoupon("PRIMEIROCAFE");
    await seedCoupon("PARATODOS", { perCustomer: null });
    await assertFails(orderWithCoupon(world.alice, "alice"));
    const unverified = world.env.authenticatedContext("carol", tokens.google("carol@example.com", false));
    await assertFails(orderWithCoupon(unverified, "carol"));
    await assertSucceeds(orderWithCoupon(world.alice, "alice", { code: "PARATODOS" }));
  });

  it("a first-order coupon is refused to an account that ordered before", async () => {
    await seedCoupon("PRIMEIROCAFE", { firstOrderOnly: true });
    await setQuota(world, "bob", { secondsAgo: 60, dayCount: 1 });
    await assertFails(bobUses());
    const dave = world.env.authenticatedContext("dave", tokens.google("dave@example.com"));
    await assertSucceeds(orderWithCoupon(dave, "dave", { id: OTHER_ORDER_ID }));
  });
});

describe("a cancelled order's coupon", () => {
  /** The cancel of the order with its coupon's use and count given back, in one batch, as the app sends it. */
  async function cancelWithRelease(
    context: RulesTestContext,
    { code = "PRIMEIROCAFE", id = ORDER_ID, useOf = "bob", cancel = true } = {},
  ): Promise<void> {
    const db = context.firestore();
    const batch = db.batch();
    const less = firebase.firestore.FieldValue.increment(-1);
    if (cancel) batch.update(db.doc(`orders/${id}`), { status: "Cancelado" });
    if (cancel) addOrderAct(batch, context, id, { status: "Cancelado" });
    batch.update(db.doc(`couponUses/${code}_${useOf}`), { count: less, lastReleasedId: id });
    batch.update(db.doc(`couponCounts/${code}`), { uses: less, lastReleasedId: id });
    await batch.commit();
  }

  it("the cancel gives the use back: the shopper uses the coupon again", async () => {
    await seedCoupon("PRIMEIROCAFE", { totalLimit: 1 });
    await assertSucceeds(bobUses({ asTheApp: true }));
    await assertFails(cancelWithRelease(world.bob, { cancel: false }));
    await assertSucceeds(cancelWithRelease(world.bob));
    await setQuota(world, "bob", { secondsAgo: 60, dayCount: 1 });
    await assertSucceeds(bobUses({ id: OTHER_ORDER_ID, asTheApp: true }));
  });

  it("an order gives its use back once, and only its own coupon's, only its customer's", async () => {
    await seedCoupon("PRIMEIROCAFE");
    await seedCoupon("OUTROCUPOM");
    await assertSucceeds(orderWithCoupon(world.bob, "bob", { code: "OUTROCUPOM", id: OTHER_ORDER_ID, asTheApp: true }));
    const dave = world.env.authenticatedContext("dave", tokens.google("dave@example.com"));
    await assertSucceeds(orderWithCoupon(dave, "dave", { id: THIRD_ORDER_ID }));
    await setQuota(world, "bob", { secondsAgo: 60, dayCount: 1 });
    await assertSucceeds(bobUses({ asTheApp: true }));
    await assertFails(cancelWithRelease(world.bob, { code: "OUTROCUPOM" }));
    await assertFails(cancelWithRelease(world.bob, { useOf: "dave" }));
    await assertSucceeds(cancelWithRelease(world.bob));
    await assertFails(cancelWithRelease(world.bob, { cancel: false }));
    await assertFails(cancelWithRelease(world.staff, { cancel: false }));
  });

  it("staff's cancel gives it back too", async () => {
    await seedCoupon("PRIMEIROCAFE");
    await assertSucceeds(bobUses({ asTheApp: true }));
    await assertSucceeds(cancelWithRelease(world.staff));
  });

  it("a first-order coupon whose order was cancelled serves the next order, unless another came between", async () => {
    await seedCoupon("PRIMEIROCAFE", { firstOrderOnly: true });
    await assertSucceeds(bobUses({ asTheApp: true }));
    await assertSucceeds(cancelWithRelease(world.bob));
    await setQuota(world, "bob", { secondsAgo: 60, dayCount: 1 });
    await world.env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("orderQuotas/bob").update({ lastOrderId: ORDER_ID });
    });
    await assertSucceeds(bobUses({ id: OTHER_ORDER_ID, asTheApp: true }));
    await assertSucceeds(cancelWithRelease(world.bob, { id: OTHER_ORDER_ID }));
    // An order without the coupon came after the cancelled one: the account has ordered before.
    await setQuota(world, "bob", { secondsAgo: 60, dayCount: 2 });
    await assertFails(bobUses({ id: THIRD_ORDER_ID, asTheApp: true }));
  });
});

/** Past the quota's 30 s between orders, its last order kept. */
async function quotaWaitOver(uid: string): Promise<void> {
  await world.env.withSecurityRulesDisabled(async (context) => {
    const minuteAgo = firebase.firestore.Timestamp.fromMillis(Date.now() - 60_000);
    await context.firestore().doc(`orderQuotas/${uid}`).update({ lastOrderAt: minuteAgo });
  });
}

describe("a first-order coupon is used once (issue 54)", () => {
  it("a use naming its own order as given back does not make the account's next order a first one", async () => {
    await seedCoupon("PRIMEIRO", { firstOrderOnly: true, perCustomer: null });
    const aliceUses = (use: Use) => orderWithCoupon(world.alice, "alice", { code: "PRIMEIRO", asTheApp: true, ...use });
    // The attack: the first order's use says that very order gave it back, so the quota's last order matches.
    await assertFails(aliceUses({ released: ORDER_ID }));
    await assertSucceeds(aliceUses({}));
    await quotaWaitOver("alice");
    await assertFails(aliceUses({ id: OTHER_ORDER_ID, released: OTHER_ORDER_ID }));
    await assertFails(aliceUses({ id: OTHER_ORDER_ID, released: ORDER_ID }));
    await assertFails(aliceUses({ id: OTHER_ORDER_ID }));
  });

  it("a Google account's per-customer first-order coupon passes once, however the use is written", async () => {
    await seedCoupon("PRIMEIROCAFE", { firstOrderOnly: true, perCustomer: 2 });
    await assertFails(bobUses({ asTheApp: true, released: ORDER_ID }));
    await assertSucceeds(bobUses({ asTheApp: true }));
    await quotaWaitOver("bob");
    await assertFails(bobUses({ id: OTHER_ORDER_ID, asTheApp: true, released: ORDER_ID }));
    await assertFails(bobUses({ id: OTHER_ORDER_ID, asTheApp: true }));
  });

  it("after a real cancel the use comes back once: the next order is first, the one after it is not", async () => {
    await seedCoupon("PRIMEIRO", { firstOrderOnly: true, perCustomer: null });
    const aliceUses = (use: Use) => orderWithCoupon(world.alice, "alice", { code: "PRIMEIRO", asTheApp: true, ...use });
    await assertSucceeds(aliceUses({}));
    const db = world.alice.firestore();
    const less = firebase.firestore.FieldValue.increment(-1);
    const cancel = db.batch();
    cancel.update(db.doc(`orders/${ORDER_ID}`), { status: "Cancelado" });
    cancel.update(db.doc("couponUses/PRIMEIRO_alice"), { count: less, lastReleasedId: ORDER_ID });
    cancel.update(db.doc("couponCounts/PRIMEIRO"), { uses: less, lastReleasedId: ORDER_ID });
    await assertSucceeds(cancel.commit());
    await quotaWaitOver("alice");
    await assertFails(aliceUses({ id: OTHER_ORDER_ID, released: OTHER_ORDER_ID }));
    await assertSucceeds(aliceUses({ id: OTHER_ORDER_ID }));
    await quotaWaitOver("alice");
    await assertFails(aliceUses({ id: THIRD_ORDER_ID, released: OTHER_ORDER_ID }));
    await assertFails(aliceUses({ id: THIRD_ORDER_ID }));
  });
});

describe("the coupons themselves", () => {
  it("nobody but staff lists them, nor finds one by a prefix; a code is read by its exact name", async () => {
    await seedCoupon("PRIMEIROCAFE");
    const coupons = (context: RulesTestContext) => context.firestore().collection("coupons");
    await assertFails(coupons(world.bob).get());
    await assertFails(coupons(world.visitor).get());
    const byPrefix = (context: RulesTestContext) =>
      coupons(context)
        .where(firebase.firestore.FieldPath.documentId(), ">=", "P")
        .where(firebase.firestore.FieldPath.documentId(), "<", "Q")
        .get();
    await assertFails(byPrefix(world.alice));
    await assertFails(coupons(world.alice).where("code", ">=", "PRI").get());
    await assertSucceeds(coupons(world.visitor).doc("PRIMEIROCAFE").get());
    await assertSucceeds(coupons(world.staff).get());
    await assertSucceeds(byPrefix(world.staff));
  });

  it("a shopper cannot write a coupon, nor its terms, nor its count alone; staff create and deactivate", async () => {
    const mine = (context: RulesTestContext) => context.firestore().doc("coupons/GRATIS");
    const count = (context: RulesTestContext) => context.firestore().doc("couponCounts/GRATIS");
    await assertFails(createCoupon(world.bob, terms("GRATIS", { value: 100 })));
    await assertSucceeds(createCoupon(world.staff, terms("GRATIS", { value: 100 })));
    await assertFails(mine(world.bob).update({ value: 100, active: true }));
    await assertFails(count(world.bob).update({ uses: 1, lastOrderId: ORDER_ID }));
    await assertFails(mine(world.staff).update({ value: 50 }));
    await assertSucceeds(mine(world.staff).update({ active: false }));
    await assertFails(mine(world.staff).update({ active: true }));
  });

  it("staff's coupon is checked: a code in capitals under its own id, a whole percent up to 100", async () => {
    await assertFails(createCoupon(world.staff, terms("cafe10")));
    await assertFails(createCoupon(world.staff, terms("CAFE11"), "CAFE10"));
    await assertFails(createCoupon(world.staff, terms("CAFE10", { value: 150 })));
    await assertFails(createCoupon(world.staff, terms("CAFE10", { kind: "fixed", value: 5, maxDiscount: 2 })));
    await assertSucceeds(createCoupon(world.staff, terms("CAFE10", { kind: "fixed", value: 5 })));
  });

  it("a coupon is made with its count, which starts at none used, or not at all", async () => {
    const db = world.staff.firestore();
    await assertFails(db.doc("coupons/CAFE10").set(terms("CAFE10")));
    await assertFails(db.doc("couponCounts/CAFE10").set(couponCount()));
    await assertFails(createCoupon(world.staff, terms("CAFE10"), "CAFE10", { uses: 3 }));
    await assertFails(createCoupon(world.staff, terms("CAFE10"), "CAFE10", { totalLimit: 0 }));
    await assertFails(createCoupon(world.staff, terms("CAFE10"), "CAFE10", { lastOrderId: ORDER_ID }));
    await assertSucceeds(createCoupon(world.staff, terms("CAFE10"), "CAFE10", { totalLimit: 50 }));
  });

  it("codes are at least 6 letters and digits: a shorter one is neither created nor used (issue 54)", async () => {
    await assertFails(createCoupon(world.staff, terms("CAFE1")));
    await assertSucceeds(createCoupon(world.staff, terms("CAFE12")));
    await seedCoupon("ABC", { perCustomer: null });
    await assertFails(bobUses({ code: "ABC" }));
    await assertSucceeds(bobUses({ code: "CAFE12" }));
  });

  it("a coupon's counters, total limit and last orders are staff's to read; anyone reads its terms (issue 54)", async () => {
    await seedCoupon("PRIMEIROCAFE", { totalLimit: 3 });
    await assertSucceeds(bobUses());
    const counts = (context: RulesTestContext) => context.firestore().doc("couponCounts/PRIMEIROCAFE");
    await assertFails(counts(world.visitor).get());
    await assertFails(counts(world.bob).get());
    await assertFails(world.bob.firestore().collection("couponCounts").get());
    await assertSucceeds(counts(world.staff).get());
    await assertSucceeds(world.staff.firestore().collection("couponCounts").get());
    const read = await world.visitor.firestore().doc("coupons/PRIMEIROCAFE").get();
    expect(Object.keys(read.data() ?? {}).sort()).toEqual(Object.keys(terms("PRIMEIROCAFE")).sort());
  });

  it("a customer reads their own use of a coupon, nobody else's", async () => {
    await seedCoupon("PRIMEIROCAFE");
    await assertSucceeds(bobUses());
    await assertSucceeds(world.bob.firestore().doc("couponUses/PRIMEIROCAFE_bob").get());
    await assertFails(world.alice.firestore().doc("couponUses/PRIMEIROCAFE_bob").get());
    await assertFails(world.alice.firestore().collection("couponUses").get());
  });
});

/** "Criar cupom para eles" in Clientes: a coupon only the customers listed with it may use (issue 58). */
describe("a coupon for listed customers", () => {
  const grant = (context: RulesTestContext, code: string, uid: string) =>
    context.firestore().doc(`couponGrants/${code}_${uid}`);

  async function listed(code: string, uids: string[]): Promise<void> {
    await seedCoupon(code, { forListed: true, perCustomer: null });
    await world.env.withSecurityRulesDisabled(async (context) => {
      for (const uid of uids) await grant(context, code, uid).set({ code, customerUid: uid });
    });
  }

  it("a listed customer uses it; an account not listed, anonymous or Google, is refused", async () => {
    await listed("VOLTEJA", ["bob"]);
    await assertFails(orderWithCoupon(world.alice, "alice", { code: "VOLTEJA" }));
    const carol = world.env.authenticatedContext("carol", tokens.google("carol@example.com"));
    await assertFails(orderWithCoupon(carol, "carol", { code: "VOLTEJA" }));
    await assertSucceeds(bobUses({ code: "VOLTEJA" }));
  });

  it("an anonymous customer listed by their account's id uses it too", async () => {
    await listed("VOLTEJA", ["alice"]);
    await assertSucceeds(orderWithCoupon(world.alice, "alice", { code: "VOLTEJA" }));
  });

  it("the Dono creates it with its list in one batch; Equipe and shoppers list nobody", async () => {
    const create = (context: RulesTestContext, uids: string[]) => {
      const db = context.firestore();
      const batch = db.batch();
      batch.set(db.doc("coupons/VOLTEJA"), terms("VOLTEJA", { forListed: true }));
      batch.set(db.doc("couponCounts/VOLTEJA"), couponCount());
      for (const uid of uids) batch.set(db.doc(`couponGrants/VOLTEJA_${uid}`), { code: "VOLTEJA", customerUid: uid });
      return batch.commit();
    };
    await assertFails(create(world.team, ["bob"]));
    await assertSucceeds(create(world.staff, ["bob", "alice"]));
    await assertFails(grant(world.bob, "VOLTEJA", "carol").set({ code: "VOLTEJA", customerUid: "carol" }));
    await assertFails(grant(world.team, "VOLTEJA", "carol").set({ code: "VOLTEJA", customerUid: "carol" }));
    await assertFails(grant(world.staff, "VOLTEJA", "carol").set({ code: "VOLTEJA", customerUid: "dave" }));
    await assertFails(grant(world.staff, "VOLTEJA", "carol").set({ code: "VOLTEJA", customerUid: "carol", x: 1 }));
    await assertSucceeds(grant(world.staff, "VOLTEJA", "carol").set({ code: "VOLTEJA", customerUid: "carol" }));
  });

  it("a customer reads whether they are listed, not who else is", async () => {
    await listed("VOLTEJA", ["bob"]);
    await assertSucceeds(grant(world.bob, "VOLTEJA", "bob").get());
    await assertSucceeds(grant(world.alice, "VOLTEJA", "alice").get());
    await assertFails(grant(world.alice, "VOLTEJA", "bob").get());
    await assertFails(world.bob.firestore().collection("couponGrants").get());
    await assertSucceeds(world.staff.firestore().collection("couponGrants").get());
  });
});
