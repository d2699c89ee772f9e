/**
 * Issue 58, who did what: every staff change to an order (status, cancel, Pix, delete) and to the shop's settings
 * names the signed-in staff member, in a staff-only document written in the same batch. Without it, or naming
 * someone else, the change is refused; nobody rewrites an earlier act; shoppers never read one.
 */
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { beforeEach, describe, it } from "vitest";

import { PIX_RECEIVED } from "~/lib/orders";
import { toAreaDocuments, toSettingsDocument } from "~/lib/settings/settings-document";
import { defaultShopSettings } from "~/lib/shop";

import { DEMO_STAFF_EMAIL, DEMO_TEAM_EMAIL } from "../../scripts/emulators";
import { type Data, order, ORDER_ID, orderDoc, rulesWorldPerTest, seedOrder, serverTime } from "./rules-env";

const world = rulesWorldPerTest();

const actDoc = (context: RulesTestContext, id = ORDER_ID) => context.firestore().doc(`orderActs/${id}`);

/** The order's change and its act, in one batch, as the app writes them. */
function withAct(context: RulesTestContext, change: Data, act: Data | null): Promise<void> {
  const db = context.firestore();
  const batch = db.batch();
  batch.update(db.doc(`orders/${ORDER_ID}`), change);
  if (act) batch.set(db.doc(`orderActs/${ORDER_ID}`), { at: serverTime(), ...act }, { merge: true });
  return batch.commit();
}

const statusAct = (by: string) => ({ statusBy: by, statusAt: serverTime() });

describe("a staff change to an order names who made it", () => {
  beforeEach(() => seedOrder(world, "alice"));

  it("a cancel or a move without its act is refused; with the signed-in account's act it passes", async () => {
    await assertFails(orderDoc(world.staff).update({ status: "Cancelado" }));
    await assertFails(withAct(world.team, { status: "Saiu para entrega" }, null));
    await assertSucceeds(withAct(world.team, { status: "Saiu para entrega" }, statusAct(DEMO_TEAM_EMAIL)));
    await assertSucceeds(withAct(world.staff, { status: "Cancelado" }, statusAct(DEMO_STAFF_EMAIL)));
  });

  it("an act naming another staff member, or at another time, is refused", async () => {
    await assertFails(withAct(world.team, { status: "Cancelado" }, statusAct(DEMO_STAFF_EMAIL)));
    await assertFails(
      withAct(world.team, { status: "Cancelado" }, { statusBy: DEMO_TEAM_EMAIL, statusAt: new Date(2026, 0, 1) }),
    );
    await assertFails(withAct(world.team, { status: "Cancelado" }, { ...statusAct(DEMO_TEAM_EMAIL), note: "x" }));
  });

  it("an act cannot rewrite an earlier one without the change it names", async () => {
    await assertSucceeds(withAct(world.staff, { status: "Cancelado" }, statusAct(DEMO_STAFF_EMAIL)));
    await assertFails(actDoc(world.team).set({ at: serverTime(), ...statusAct(DEMO_TEAM_EMAIL) }, { merge: true }));
    await assertFails(actDoc(world.team).delete());
  });

  it("a shopper never reads nor writes an act; staff read them", async () => {
    await assertSucceeds(withAct(world.staff, { status: "Cancelado" }, statusAct(DEMO_STAFF_EMAIL)));
    await assertFails(actDoc(world.alice).get());
    await assertFails(actDoc(world.bob).get());
    await assertFails(actDoc(world.alice).set({ at: serverTime(), statusBy: "alice", statusAt: serverTime() }));
    await assertSucceeds(actDoc(world.team).get());
  });

  it("a shopper's own cancel needs no act", async () => {
    await assertSucceeds(orderDoc(world.alice).update({ status: "Cancelado" }));
  });
});

describe("a Pix confirmation and a delete name who made them", () => {
  beforeEach(async () => {
    await world.env.withSecurityRulesDisabled(async (context) => {
      await orderDoc(context).set(order("alice", { paymentMethod: "pix" }));
    });
  });

  it("Pix recebido needs its act, by the signed-in account", async () => {
    await assertFails(orderDoc(world.team).update({ payment: PIX_RECEIVED }));
    await assertFails(withAct(world.team, { payment: PIX_RECEIVED }, statusAct(DEMO_TEAM_EMAIL)));
    await assertFails(
      withAct(world.team, { payment: PIX_RECEIVED }, { paymentBy: DEMO_STAFF_EMAIL, paymentAt: serverTime() }),
    );
    await assertSucceeds(
      withAct(world.team, { payment: PIX_RECEIVED }, { paymentBy: DEMO_TEAM_EMAIL, paymentAt: serverTime() }),
    );
  });

  it("a delete needs its act beside its tombstone", async () => {
    const remove = (act: Data | null) => {
      const db = world.team.firestore();
      const batch = db.batch();
      batch.delete(db.doc(`orders/${ORDER_ID}`));
      const tombstone = { customerUid: "alice", number: order("alice").id, subtotal: order("alice").subtotal };
      batch.set(db.doc(`deletedOrders/${ORDER_ID}`), { ...tombstone, deletedAt: serverTime() });
      if (act) batch.set(db.doc(`orderActs/${ORDER_ID}`), { at: serverTime(), ...act }, { merge: true });
      return batch.commit();
    };
    await assertFails(remove(null));
    await assertFails(remove({ deletedBy: DEMO_STAFF_EMAIL, deletedAt: serverTime() }));
    await assertSucceeds(remove({ deletedBy: DEMO_TEAM_EMAIL, deletedAt: serverTime() }));
  });
});

describe("a change of the shop's settings names who made it", () => {
  const settingsDoc = (context: RulesTestContext) => context.firestore().doc("shop/settings");
  const lastAct = (by: string, section = "paused") => ({ by, at: serverTime(), section });

  beforeEach(async () => {
    await world.env.withSecurityRulesDisabled(async (context) => {
      await settingsDoc(context).set(toSettingsDocument(defaultShopSettings));
    });
  });

  function save(context: RulesTestContext, change: Data, act: Data | null): Promise<void> {
    const db = context.firestore();
    const batch = db.batch();
    batch.update(db.doc("shop/settings"), { ...change, updatedAt: serverTime() });
    if (act) batch.set(db.doc("shopActs/last"), act);
    return batch.commit();
  }

  it("Pausar pedidos without its act, or with another's e-mail or an unknown part, is refused", async () => {
    await assertFails(save(world.team, { paused: true }, null));
    await assertFails(save(world.team, { paused: true }, lastAct(DEMO_STAFF_EMAIL)));
    await assertFails(save(world.team, { paused: true }, lastAct(DEMO_TEAM_EMAIL, "menu")));
    await assertFails(save(world.team, { paused: true }, { ...lastAct(DEMO_TEAM_EMAIL), at: new Date(2026, 0, 1) }));
    await assertSucceeds(save(world.team, { paused: true }, lastAct(DEMO_TEAM_EMAIL)));
    await assertSucceeds(save(world.staff, { pickup: false }, lastAct(DEMO_STAFF_EMAIL, "pickup")));
  });

  it("the delivery areas need it too; only staff read it", async () => {
    const [key = "", area] = Object.entries(toAreaDocuments(defaultShopSettings.deliveryAreas))[0] ?? [];
    const saveArea = (act: Data | null) => {
      const db = world.staff.firestore();
      const batch = db.batch();
      batch.set(db.doc(`deliveryAreas/${key}`), { ...area, fee: 9 });
      if (act) batch.set(db.doc("shopActs/last"), act);
      return batch.commit();
    };
    await assertFails(saveArea(null));
    await assertSucceeds(saveArea(lastAct(DEMO_STAFF_EMAIL, "deliveryAreas")));
    // Equipe cannot pass an area off as another part's save, nor name the areas itself.
    for (const section of ["paused", "deliveryAreas"]) {
      const db = world.team.firestore();
      const batch = db.batch();
      batch.set(db.doc(`deliveryAreas/${key}`), { ...area, fee: 0 });
      batch.update(db.doc("shop/settings"), { paused: true, updatedAt: serverTime() });
      batch.set(db.doc("shopActs/last"), lastAct(DEMO_TEAM_EMAIL, section));
      await assertFails(batch.commit());
    }
    await assertSucceeds(world.team.firestore().doc("shopActs/last").get());
    await assertFails(world.bob.firestore().doc("shopActs/last").get());
    await assertFails(world.visitor.firestore().doc("shopActs/last").get());
  });
});
