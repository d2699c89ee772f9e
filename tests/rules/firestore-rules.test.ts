/**
 * firestore.rules, every allow and every deny, against the Firestore emulator. Clients are
 * rules-unit-testing contexts: a mock ID token per user, as Firebase Auth would sign it.
 * The attacks of tests/rules/inbox-attacks.test.ts are beside these; this file is the honest use.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { beforeEach, describe, expect, it } from "vitest";

import { catalogue } from "~/lib/catalogue/catalogue";
import { inboxLimits } from "~/lib/orders/order-document";
import { ORDER_NOTE_MAX } from "~/lib/orders/order-note";
import { nextStatuses, orderStatuses } from "~/lib/orders/order-statuses";

import { PIX_RECEIVED } from "../../app/lib/orders/order-facts";
import { DEMO_STAFF_EMAIL } from "../../scripts/emulators";
import {
  address,
  type Data,
  line,
  order,
  ORDER_ID,
  orderDoc,
  OTHER_ORDER_ID,
  place,
  rulesWorldPerTest,
  seedOrder,
  serverTime,
  setQuota,
  staffDeletes,
  staffOrderDoc,
  unitsOver,
  without,
} from "./rules-env";

const world = rulesWorldPerTest();

const aliceCreates = (overrides: Data, id = ORDER_ID) =>
  place(world, world.alice, "alice", order("alice", overrides, id), id);

describe("a customer creating their order", () => {
  it("may, anonymous or signed in, for themself, with status Pendente and the server's time", async () => {
    await assertSucceeds(aliceCreates({}));
    await assertSucceeds(
      place(
        world,
        world.bob,
        "bob",
        order("bob", { paymentMethod: "dinheiro", changeFor: 50 }, OTHER_ORDER_ID),
        OTHER_ORDER_ID,
      ),
    );
    await setQuota(world, "bob", { secondsAgo: 31, dayCount: 1 });
    const pixOrder = "0123456789abcdef01234567";
    await assertSucceeds(place(world, world.bob, "bob", order("bob", { paymentMethod: "pix" }, pixOrder), pixOrder));
  });

  it("may order every product of the catalogue at its price, the most units in all, with change for the whole and the fee", async () => {
    const quantities = unitsOver(catalogue.length);
    const cart = catalogue.map((product, index) => line(product.description, quantities[index]));
    expect(cart).toHaveLength(inboxLimits.maxLines);
    const fee = 5;
    const total =
      catalogue.reduce((sum, product, index) => sum + Math.round(product.price * 100) * (quantities[index] ?? 0), 0) /
        100 +
      fee;
    await assertFails(aliceCreates({ cart, paymentMethod: "dinheiro", changeFor: total - fee }));
    await assertSucceeds(
      aliceCreates({ cart, paymentMethod: "dinheiro", changeFor: total, note: "ó".repeat(ORDER_NOTE_MAX) }),
    );
  });

  const THIRD_ORDER_ID = "3333aaaa3333aaaa3333aaaa";

  it(`may write a note of up to ${ORDER_NOTE_MAX} characters, on several lines, and no longer`, async () => {
    const emoji = "☕".repeat(ORDER_NOTE_MAX);
    await assertSucceeds(aliceCreates({ note: `sem açúcar\nportão azul ${"x".repeat(ORDER_NOTE_MAX - 23)}` }));
    await setQuota(world, "alice", { secondsAgo: 60, dayCount: 1 });
    await assertSucceeds(aliceCreates({ note: emoji }, OTHER_ORDER_ID));
    await setQuota(world, "alice", { secondsAgo: 60, dayCount: 2 });
    await assertFails(aliceCreates({ note: "x".repeat(ORDER_NOTE_MAX + 1) }, THIRD_ORDER_ID));
    await assertFails(aliceCreates({ note: `${emoji}☕` }, THIRD_ORDER_ID));
    await assertFails(aliceCreates({ note: 140 }, THIRD_ORDER_ID));
    await assertFails(aliceCreates({ note: null }, THIRD_ORDER_ID));
    await assertFails(aliceCreates({ note: "a\u001fb" }, THIRD_ORDER_ID));
    const noNote = without(order("alice", {}, THIRD_ORDER_ID), "note");
    await assertFails(place(world, world.alice, "alice", noNote, THIRD_ORDER_ID));
  });

  it("may send long texts: every string at its limit (but the city, which must be served), a typed address", async () => {
    const long = "é".repeat(inboxLimits.maxText);
    const everything = {
      address: address({ rua: long, bairro: long, numero: long, complemento: long, origem: "manual" }),
      paymentMethod: "debito",
    };
    await assertSucceeds(aliceCreates(everything));
  });

  it("may send quantity 1, an empty complement and street, every state", async () => {
    await assertSucceeds(
      aliceCreates({
        cart: [line("Irlandês", inboxLimits.minQuantity)],
        address: address({ complemento: "", rua: "" }),
      }),
    );
    await setQuota(world, "alice", { secondsAgo: 31, dayCount: 1 });
    await assertSucceeds(
      place(
        world,
        world.alice,
        "alice",
        order("alice", { address: address({ uf: "TO" }) }, OTHER_ORDER_ID),
        OTHER_ORDER_ID,
      ),
    );
  });

  it("may not without signing in, or for someone else", async () => {
    await assertFails(place(world, world.visitor, "alice", order("alice")));
    await assertFails(place(world, world.bob, "bob", order("alice")));
    await assertFails(place(world, world.alice, "alice", order("")));
  });

  it("may not forge the status, the payment or the time", async () => {
    await assertFails(aliceCreates({ status: "Entregue" }));
    await assertFails(aliceCreates({ status: "Em preparo" }));
    await assertFails(aliceCreates({ payment: { paid: true } }));
    await assertFails(aliceCreates({ createdAt: firebase.firestore.Timestamp.fromMillis(Date.now()) }));
  });

  it("may not add fields or leave one out, at any level", async () => {
    await assertFails(aliceCreates({ total: 1 }));
    await assertFails(place(world, world.alice, "alice", without(order("alice"), "payment")));
    await assertFails(place(world, world.alice, "alice", without(order("alice"), "checkoutId")));
    await assertFails(aliceCreates({ address: address({ latitude: "-8.06" }) }));
    await assertFails(aliceCreates({ address: without(address(), "origem") }));
    await assertFails(aliceCreates({ cart: [`${line("Latte", 1)}\u001fdesconto`] }));
    await assertFails(aliceCreates({ cart: [line().split("\u001f").slice(0, 2).join("\u001f")] }));
    await assertFails(aliceCreates({ cart: [{ description: "Latte", price: 12.5, quantity: 1 }] }));
  });

  it("may not give the order a time that is not a whole positive number", async () => {
    await assertFails(aliceCreates({ id: String(Date.now()) }));
    await assertFails(aliceCreates({ id: 1.5 }));
    await assertFails(aliceCreates({ id: -5 }));
  });

  it("may not send strings over their limit, an empty city, or other types where strings go", async () => {
    const long = "x".repeat(inboxLimits.maxText + 1);
    await assertFails(aliceCreates({ address: address({ complemento: long }) }));
    await assertFails(aliceCreates({ address: address({ cidade: "" }) }));
    await assertFails(aliceCreates({ address: address({ numero: 125 }) }));
    await assertFails(aliceCreates({ address: address({ origem: "gps" }) }));
    await assertFails(aliceCreates({ cart: [3] }));
    await assertFails(aliceCreates({ cart: [line("Latte", 1, { description: "Latte\u001fTradicional" })] }));
  });

  it("may not send an empty cart, more lines than the catalogue has, a map for a list, or lines that are not text", async () => {
    await assertFails(aliceCreates({ cart: [] }));
    await assertFails(aliceCreates({ cart: Array.from({ length: inboxLimits.maxLines + 1 }, () => line()) }));
    await assertFails(aliceCreates({ cart: { 0: line() } }));
  });

  it("may not send quantities that are not whole, or prices not written as the catalogue's", async () => {
    for (const quantity of [2.5, "3.0", "1e1", "", "02", null])
      await assertFails(aliceCreates({ cart: [line("Latte", quantity)] }));
    for (const price of ["12.50", "12,5", "012.5", "null"])
      await assertFails(aliceCreates({ cart: [line("Latte", 1, { price })] }));
    // The last line is checked as well as the first.
    const lines = catalogue.slice(0, inboxLimits.maxLines - 1).map((product) => line(product.description));
    await assertFails(aliceCreates({ cart: [...lines, line("Irlandês", 0)] }));
  });

  it("may not choose another payment method, or ask change of 0 or in words", async () => {
    await assertFails(aliceCreates({ paymentMethod: "boleto" }));
    await assertFails(aliceCreates({ paymentMethod: "PIX" }));
    await assertFails(aliceCreates({ paymentMethod: "dinheiro", changeFor: 0 }));
    await assertFails(aliceCreates({ paymentMethod: "dinheiro", changeFor: "50" }));
  });

  it("may not ask change with Pix, nor send a Pix order already paid", async () => {
    await assertFails(aliceCreates({ paymentMethod: "pix", changeFor: 50 }));
    await assertFails(aliceCreates({ paymentMethod: "pix", payment: "Pix recebido" }));
    await assertSucceeds(aliceCreates({ paymentMethod: "pix", changeFor: null }));
  });

  it("may not write the same order twice: the second create is an update", async () => {
    await assertSucceeds(aliceCreates({}));
    await setQuota(world, "alice", { secondsAgo: 60, dayCount: 1 });
    await assertFails(aliceCreates({}));
    // Cancelling while Pendente is the one update a shopper may make (order-progress-rules.test.ts).
    await assertFails(orderDoc(world.alice).update({ status: "Em preparo" }));
  });

  it("may read back and write the quota of their own account only", async () => {
    await assertSucceeds(aliceCreates({}));
    await assertSucceeds(world.alice.firestore().doc("orderQuotas/alice").get());
    await assertFails(world.bob.firestore().doc("orderQuotas/alice").get());
    await assertFails(world.alice.firestore().doc("orderQuotas/alice").delete());
    await assertFails(world.alice.firestore().collection("orderQuotas").get());
  });
});

describe("reading orders", () => {
  beforeEach(() => seedOrder(world, "alice"));

  it("lets the customer read their own order, and staff any order", async () => {
    await assertSucceeds(orderDoc(world.alice).get());
    await assertSucceeds(orderDoc(world.staff).get());
  });

  it("keeps another customer, or a visitor, from reading it", async () => {
    await assertFails(orderDoc(world.bob).get());
    await assertFails(orderDoc(world.visitor).get());
  });

  it("lets only staff list all the orders; a shopper only their own (my-orders-rules.test.ts)", async () => {
    const listed = await assertSucceeds(world.staff.firestore().collection("orders").get());
    expect(listed.size).toBe(1);
    await assertFails(world.alice.firestore().collection("orders").get());
    await assertFails(world.alice.firestore().collection("orders").where("customerUid", "==", "bob").get());
    await assertFails(world.bob.firestore().collection("orders").get());
    await assertFails(world.visitor.firestore().collection("orders").get());
  });

  it("lets staff list a day's orders by the server's time (Fechamento do dia), and no shopper", async () => {
    const day = (context: typeof world.staff) =>
      context
        .firestore()
        .collection("orders")
        .where("createdAt", ">=", firebase.firestore.Timestamp.fromMillis(Date.now() - 60 * 60 * 1000))
        .where("createdAt", "<", firebase.firestore.Timestamp.fromMillis(Date.now() + 60 * 60 * 1000))
        .orderBy("createdAt")
        .get();
    expect((await assertSucceeds(day(world.staff))).size).toBe(1);
    await assertFails(day(world.alice));
    await assertFails(day(world.bob));
    await assertFails(day(world.visitor));
  });
});

describe("staff handling an order", () => {
  it("may move it forward through every status, step by step", async () => {
    await seedOrder(world, "alice");
    await assertSucceeds(
      staffOrderDoc(world.staff).update({ status: "Em preparo", preparingAt: serverTime(), readyInMinutes: 10 }),
    );
    for (const status of ["Saiu para entrega", "Entregue"])
      await assertSucceeds(staffOrderDoc(world.staff).update({ status }));
  });

  it("may make every move the app offers, and no other", async () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        await seedOrder(world, "alice", ORDER_ID, from);
        const move = staffOrderDoc(world.staff).update(
          to === "Em preparo" ? { status: to, preparingAt: serverTime(), readyInMinutes: 10 } : { status: to },
        );
        if (nextStatuses(from).includes(to)) await assertSucceeds(move);
        else await assertFails(move);
      }
    }
  });

  it("may not set an unknown status or change anything else", async () => {
    await seedOrder(world, "alice");
    await assertFails(staffOrderDoc(world.staff).update({ status: "Preparando" }));
    await assertFails(staffOrderDoc(world.staff).update({ status: "Entregue", paymentMethod: "debito" }));
    await assertFails(staffOrderDoc(world.staff).update({ changeFor: 100 }));
    await assertFails(staffOrderDoc(world.staff).update({ note: "sem açúcar" }));
  });

  it("may delete it with its tombstone, which its customer can read; nobody else may delete", async () => {
    await seedOrder(world, "alice");
    await assertFails(orderDoc(world.alice).delete());
    await assertFails(orderDoc(world.bob).delete());
    await assertFails(orderDoc(world.visitor).delete());
    await assertSucceeds(staffDeletes(world, "alice"));
    await assertSucceeds(world.alice.firestore().doc(`deletedOrders/${ORDER_ID}`).get());
    await assertFails(world.bob.firestore().doc(`deletedOrders/${ORDER_ID}`).get());
  });

  it("may not leave a tombstone of an order that is there, or of another customer", async () => {
    await seedOrder(world, "alice");
    await assertFails(
      world.staff.firestore().doc(`deletedOrders/${ORDER_ID}`).set({ customerUid: "alice", deletedAt: new Date() }),
    );
    await assertFails(staffDeletes(world, "bob"));
  });

  it("leaves the order's own number and products' value on its tombstone, which staff list and shoppers do not", async () => {
    await seedOrder(world, "alice");
    await assertFails(staffDeletes(world, "alice", ORDER_ID, { number: 1 }));
    await assertFails(staffDeletes(world, "alice", ORDER_ID, { subtotal: 0 }));
    await assertFails(staffDeletes(world, "alice", ORDER_ID, { by: "alguem" }));
    await assertSucceeds(staffDeletes(world, "alice"));
    await assertSucceeds(world.staff.firestore().collection("deletedOrders").get());
    await assertFails(world.alice.firestore().collection("deletedOrders").get());
  });
});

describe("staff confirming a Pix payment", () => {
  const cardOrder = OTHER_ORDER_ID;

  beforeEach(async () => {
    await world.env.withSecurityRulesDisabled(async (context) => {
      await orderDoc(context).set(order("alice", { paymentMethod: "pix" }));
    });
    await seedOrder(world, "alice", cardOrder);
  });

  it("may mark a Pix order 'Pix recebido' once, and still move its status", async () => {
    await assertSucceeds(staffOrderDoc(world.staff).update({ payment: PIX_RECEIVED }));
    await assertSucceeds(staffOrderDoc(world.staff).update({ status: "Saiu para entrega" }));
    await assertFails(staffOrderDoc(world.staff).update({ payment: PIX_RECEIVED }));
  });

  it("may not mark it for the customer, another shopper or a visitor", async () => {
    await assertFails(orderDoc(world.alice).update({ payment: PIX_RECEIVED }));
    await assertFails(orderDoc(world.bob).update({ payment: PIX_RECEIVED }));
    await assertFails(orderDoc(world.visitor).update({ payment: PIX_RECEIVED }));
  });

  it("may not set a payment on an order not paid with Pix", async () => {
    await assertFails(staffOrderDoc(world.staff, cardOrder).update({ payment: PIX_RECEIVED }));
  });

  it("may set nothing but 'Pix recebido', and not together with another field", async () => {
    await assertFails(staffOrderDoc(world.staff).update({ payment: "pago" }));
    await assertFails(staffOrderDoc(world.staff).update({ payment: { paid: true } }));
    await assertFails(staffOrderDoc(world.staff).update({ payment: PIX_RECEIVED, status: "Em preparo" }));
    await assertFails(staffOrderDoc(world.staff).update({ payment: PIX_RECEIVED, paymentMethod: "credito" }));
  });
});

describe("the staff collection", () => {
  it("lets a signed-in user read their own staff document, present or not, and no other", async () => {
    const own = await assertSucceeds(world.staff.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).get());
    expect(own.exists).toBe(true);
    const none = await assertSucceeds(world.bob.firestore().doc("staff/bob@example.com").get());
    expect(none.exists).toBe(false);
    await assertFails(world.bob.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).get());
    await assertFails(world.alice.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).get());
    await assertFails(world.visitor.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).get());
  });

  it("is written and listed by no shopper; a Dono writes only others', whole (staff-roles-rules.test.ts)", async () => {
    const { bob, staff, team } = world;
    await assertFails(bob.firestore().doc("staff/bob@example.com").set({ email: "bob@example.com" }));
    await assertFails(bob.firestore().collection("staff").get());
    await assertFails(staff.firestore().doc("staff/bob@example.com").set({ email: "bob@example.com" }));
    await assertFails(staff.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).update({ email: "x" }));
    await assertFails(staff.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).delete());
    await assertFails(team.firestore().collection("staff").get());
  });
});
