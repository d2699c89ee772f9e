/**
 * Issue 59: "Nome para chamar" and "Celular (WhatsApp)" on the order, and /painel's board, in firestore.rules.
 * Each attack (a text the shop would not take, a board that would show more than it may) beside the honest case.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { CALL_NAME_MAX } from "~/lib/orders/order-contact";
import { pickupDelivery } from "~/lib/shop/shop-settings";

import { addOrderAct, type Data, order, ORDER_ID, orderDoc, place, rulesWorldPerTest, serverTime } from "./rules-env";

const world = rulesWorldPerTest();

const asPickup = { mode: "pickup", address: null, delivery: { ...pickupDelivery } };
const aliceOrders = (overrides: Data = {}) => place(world, world.alice, "alice", order("alice", overrides));

describe("Nome para chamar and Celular (WhatsApp)", () => {
  it("a pickup with a name and a mobile passes; either alone too", async () => {
    await assertSucceeds(aliceOrders({ ...asPickup, callName: "Ana", phone: "81998765432" }));
  });

  it("a delivery with a mobile passes", async () => {
    await assertSucceeds(aliceOrders({ phone: "81998765432" }));
  });

  it("a delivery with a name to call is refused: nobody calls it at the counter", async () => {
    await assertFails(aliceOrders({ callName: "Ana" }));
  });

  it("a name too long, or with a control or the separator character, is refused", async () => {
    await assertFails(aliceOrders({ ...asPickup, callName: "A".repeat(CALL_NAME_MAX + 1) }));
    await assertFails(aliceOrders({ ...asPickup, callName: "Ana\u0007" }));
    await assertFails(aliceOrders({ ...asPickup, callName: "Ana\u001f81998765432" }));
    await assertFails(aliceOrders({ ...asPickup, callName: 42 }));
    await assertSucceeds(aliceOrders({ ...asPickup, callName: "A".repeat(CALL_NAME_MAX) }));
  });

  it("a phone that is no Brazilian mobile's digits is refused", async () => {
    for (const phone of ["8133334444", "(81) 99876-5432", "5581998765432", "01998765432", "819987654321", 81998765432])
      await assertFails(aliceOrders({ phone }));
    await assertSucceeds(aliceOrders({ phone: "11912345678" }));
  });
});

const board = (context = world.staff, id = ORDER_ID) => context.firestore().doc(`pickupBoard/${id}`);

/** A pickup the shop has, numbered 7 of its day, as staff's list reads it. */
async function seedNumbered(overrides: Data = {}): Promise<void> {
  await world.env.withSecurityRulesDisabled(async (context) => {
    await orderDoc(context).set({ ...order("alice", { ...asPickup, callName: "Ana", dayNumber: 7, ...overrides }) });
  });
}

const entry = (overrides: Data = {}): Data => ({
  number: 7,
  callName: "Ana",
  status: "Pronto para retirada",
  updatedAt: serverTime(),
  ...overrides,
});

/** Staff's move as the app makes it: the order's status and its board entry in one batch. */
async function moveWithBoard(status: string, boardEntry: Data, context = world.staff): Promise<void> {
  const db = context.firestore();
  const batch = db.batch();
  batch.update(db.doc(`orders/${ORDER_ID}`), { status });
  addOrderAct(batch, context, ORDER_ID, { status });
  batch.set(db.doc(`pickupBoard/${ORDER_ID}`), boardEntry);
  await batch.commit();
}

describe("/painel's board", () => {
  it("staff of either role post a ready pickup with its number and name, and anyone reads the board", async () => {
    await seedNumbered({ status: "Em preparo" });
    await assertSucceeds(moveWithBoard("Pronto para retirada", entry(), world.team));
    await assertSucceeds(board(world.visitor).get());
    await assertSucceeds(world.visitor.firestore().collection("pickupBoard").get());
  });

  it("the order itself stays closed to a visitor", async () => {
    await seedNumbered({ status: "Em preparo" });
    await assertFails(orderDoc(world.visitor).get());
    await assertFails(world.visitor.firestore().collection("orders").get());
  });

  it("an entry with more of the order (its address, its phone) is refused", async () => {
    await seedNumbered({ status: "Em preparo", phone: "81998765432" });
    await assertFails(moveWithBoard("Pronto para retirada", entry({ phone: "81998765432" })));
    await assertFails(moveWithBoard("Pronto para retirada", entry({ note: "" })));
    await assertSucceeds(moveWithBoard("Pronto para retirada", entry()));
  });

  it("an entry whose number, name or status is not the order's is refused", async () => {
    await seedNumbered({ status: "Em preparo" });
    await assertFails(moveWithBoard("Pronto para retirada", entry({ number: 8 })));
    await assertFails(moveWithBoard("Pronto para retirada", entry({ callName: "Rua do Bom Jesus, 10" })));
    await assertFails(moveWithBoard("Pronto para retirada", entry({ status: "Em preparo" })));
    await assertFails(moveWithBoard("Pronto para retirada", entry({ updatedAt: new Date(0) })));
    await assertSucceeds(moveWithBoard("Pronto para retirada", entry()));
  });

  it("a delivery, or a status the board does not show, never goes on it", async () => {
    await seedNumbered({ mode: "delivery", status: "Em preparo" });
    await assertFails(moveWithBoard("Saiu para entrega", entry({ status: "Saiu para entrega" })));
    await seedNumbered({ status: "Pronto para retirada" });
    await assertFails(moveWithBoard("Retirado", entry({ status: "Retirado" })));
  });

  it("nobody but staff writes or clears it", async () => {
    await seedNumbered({ status: "Pronto para retirada" });
    await assertFails(board(world.alice).set(entry()));
    await assertFails(board(world.visitor).set(entry()));
    await world.env.withSecurityRulesDisabled((context) => board(context).set(entry()));
    await assertFails(board(world.alice).delete());
    await assertSucceeds(board(world.team).delete());
  });
});
