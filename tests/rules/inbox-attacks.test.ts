/**
 * The inbox tried as an attacker would, with nothing but what any visitor's browser can do: each
 * attack first worked against the rules before them (see docs/decisions/0008-inbox-rules.md), and
 * each is denied now, beside the honest request that still passes.
 */
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { beforeEach, describe, it } from "vitest";

import { inboxLimits } from "~/lib/orders/order-document";
import { orderQuota, shopDay } from "~/lib/orders/order-quota";

import { DEMO_STAFF_EMAIL } from "../../scripts/emulators";
import {
  address,
  type Data,
  line,
  nextQuota,
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
  tokens,
} from "./rules-env";

const world = rulesWorldPerTest();

const aliceCreates = (overrides: Data) => place(world, world.alice, "alice", order("alice", overrides));

describe("forged staff", () => {
  const forged = (): [string, RulesTestContext][] => [
    ["a password account on the staff e-mail", world.env.authenticatedContext("m1", tokens.password(DEMO_STAFF_EMAIL))],
    [
      "a Google token whose e-mail is not verified",
      world.env.authenticatedContext("m2", tokens.google(DEMO_STAFF_EMAIL, false)),
    ],
    [
      "an anonymous account that set the staff e-mail",
      world.env.authenticatedContext("m3", { ...tokens.anonymous, email: DEMO_STAFF_EMAIL, email_verified: true }),
    ],
  ];

  beforeEach(() => seedOrder(world, "alice"));

  it("cannot list, read, move or delete orders", async () => {
    for (const [, mallory] of forged()) {
      await assertFails(mallory.firestore().collection("orders").get());
      await assertFails(orderDoc(mallory).get());
      await assertFails(
        orderDoc(mallory).update({ status: "Em preparo", preparingAt: serverTime(), readyInMinutes: 10 }),
      );
      const batch = mallory.firestore().batch();
      batch.delete(orderDoc(mallory));
      const { id, subtotal } = order("alice");
      batch.set(mallory.firestore().doc(`deletedOrders/${ORDER_ID}`), {
        customerUid: "alice",
        number: id,
        subtotal,
        deletedAt: serverTime(),
      });
      await assertFails(batch.commit());
    }
  });

  it("while the real staff member, signed in with Google, can", async () => {
    await assertSucceeds(world.staff.firestore().collection("orders").get());
    await assertSucceeds(
      staffOrderDoc(world.staff).update({ status: "Em preparo", preparingAt: serverTime(), readyInMinutes: 10 }),
    );
    await assertSucceeds(staffDeletes(world, "alice"));
  });
});

describe("forged orders", () => {
  it("a catalogue product at another price, as little as a cent or as much as 1e300, is refused", async () => {
    await assertFails(aliceCreates({ cart: [line("Irlandês", 99, { price: 0.01 })] }));
    await assertFails(aliceCreates({ cart: [line("Irlandês", 1, { price: 0 })] }));
    await assertFails(aliceCreates({ cart: [line("Irlandês", 1, { price: 1e300 })] }));
    await assertFails(aliceCreates({ cart: [line("Latte"), line("Irlandês", 1, { price: 22.8 })] }));
    await assertSucceeds(aliceCreates({ cart: [line("Irlandês", 99)] }));
  });

  it("a product not in the catalogue, another type, or an outside image is refused", async () => {
    await assertFails(aliceCreates({ cart: [line("Latte", 1, { description: "Hacker" })] }));
    await assertFails(aliceCreates({ cart: [`${line("Latte", 1)}\u001fhttps://evil.example/x.png`] }));
  });

  it("100 of a product, or none, is refused", async () => {
    await assertFails(aliceCreates({ cart: [line("Latte", inboxLimits.maxQuantity + 1)] }));
    await assertFails(aliceCreates({ cart: [line("Latte", inboxLimits.minQuantity - 1)] }));
  });

  it("a state that is not one of the 27, or a CEP that is not 8 digits, is refused", async () => {
    await assertFails(aliceCreates({ address: address({ uf: "ZZ" }) }));
    await assertFails(aliceCreates({ address: address({ uf: "pe" }) }));
    await assertFails(aliceCreates({ address: address({ cep: "abc" }) }));
    await assertFails(aliceCreates({ address: address({ cep: "50030-170" }) }));
    await assertFails(aliceCreates({ address: address({ cep: "5003017" }) }));
  });

  it("change with a card, or change below the total, is refused", async () => {
    await assertFails(aliceCreates({ paymentMethod: "credito", changeFor: 50 }));
    await assertFails(aliceCreates({ paymentMethod: "debito", changeFor: 50 }));
    // 2 × Latte is R$ 25,00, and delivery in Recife R$ 5,00.
    await assertFails(aliceCreates({ paymentMethod: "dinheiro", changeFor: 29.99 }));
    await assertSucceeds(aliceCreates({ paymentMethod: "dinheiro", changeFor: 30 }));
  });
});

describe("ids no one can collide with or guess", () => {
  it("two shoppers ordering in the same millisecond both reach the shop", async () => {
    await assertSucceeds(aliceCreates({}));
    await assertSucceeds(place(world, world.bob, "bob", order("bob", {}, OTHER_ORDER_ID), OTHER_ORDER_ID));
  });

  it("a second shopper cannot take, or overwrite, an order's id", async () => {
    await assertSucceeds(aliceCreates({}));
    await assertFails(place(world, world.bob, "bob", order("bob")));
  });

  it("an id that is a timestamp, or not the order's checkout id, cannot be squatted", async () => {
    const now = String(Date.now() + 5_000);
    await assertFails(place(world, world.bob, "bob", order("bob", { checkoutId: now }, now), now));
    await assertFails(place(world, world.bob, "bob", order("bob", { checkoutId: OTHER_ORDER_ID }), ORDER_ID));
  });

  it("nobody can probe whether an id exists", async () => {
    await seedOrder(world, "alice");
    await assertFails(orderDoc(world.bob, OTHER_ORDER_ID).get());
    await assertFails(orderDoc(world.bob, ORDER_ID).get());
    await assertFails(orderDoc(world.alice, OTHER_ORDER_ID).get());
  });
});

describe("a flood held back", () => {
  it("an order without its quota in the same batch is refused", async () => {
    await assertFails(orderDoc(world.alice).set(order("alice")));
  });

  it(`the 2nd order within ${orderQuota.minSecondsBetween} s is refused; after that it passes`, async () => {
    await assertSucceeds(aliceCreates({}));
    const second = order("alice", {}, OTHER_ORDER_ID);
    await assertFails(place(world, world.alice, "alice", second, OTHER_ORDER_ID));
    await setQuota(world, "alice", { secondsAgo: orderQuota.minSecondsBetween + 1, dayCount: 1 });
    await assertSucceeds(place(world, world.alice, "alice", second, OTHER_ORDER_ID));
  });

  it(`the ${orderQuota.perDay + 1}st order in a day is refused; the next day starts again`, async () => {
    await setQuota(world, "alice", { secondsAgo: 60, dayCount: orderQuota.perDay });
    await assertFails(aliceCreates({}));
    await setQuota(world, "alice", { secondsAgo: 60, dayCount: orderQuota.perDay - 1 });
    await assertSucceeds(aliceCreates({}));
  });

  it("the quota cannot be reset, back-dated, deleted or spent on someone else's order", async () => {
    await setQuota(world, "alice", { secondsAgo: 60, dayCount: orderQuota.perDay });
    const today = shopDay(Date.now());
    const lie = (data: Data) => place(world, world.alice, "alice", order("alice"), ORDER_ID, data);
    await assertFails(lie({ lastOrderAt: serverTime(), lastOrderId: ORDER_ID, day: today, dayCount: 1 }));
    await assertFails(lie({ lastOrderAt: serverTime(), lastOrderId: ORDER_ID, day: today - 1, dayCount: 1 }));
    await assertFails(
      lie({ lastOrderAt: firebase.firestore.Timestamp.fromMillis(0), lastOrderId: ORDER_ID, day: today, dayCount: 21 }),
    );
    await assertFails(world.alice.firestore().doc("orderQuotas/alice").delete());
    await assertFails(
      place(world, world.bob, "bob", order("bob"), ORDER_ID, await nextQuota(world.env, "alice", ORDER_ID)),
    );
  });
});

describe("statuses move forward only", () => {
  it("a delivered or cancelled order stays so; an order in progress never goes back", async () => {
    for (const [from, to] of [
      ["Entregue", "Pendente"],
      ["Entregue", "Cancelado"],
      ["Cancelado", "Em preparo"],
      ["Saiu para entrega", "Em preparo"],
      ["Em preparo", "Pendente"],
    ] as const) {
      await seedOrder(world, "alice", ORDER_ID, from);
      await assertFails(staffOrderDoc(world.staff).update({ status: to }));
    }
    await seedOrder(world, "alice", ORDER_ID, "Em preparo");
    await assertSucceeds(staffOrderDoc(world.staff).update({ status: "Cancelado" }));
  });
});

describe("an order staff deleted", () => {
  it("never comes back by a resend", async () => {
    await assertSucceeds(aliceCreates({}));
    await staffDeletes(world, "alice");
    await setQuota(world, "alice", { secondsAgo: 60, dayCount: 1 });
    await assertFails(aliceCreates({}));
  });

  it("cannot be deleted without its tombstone", async () => {
    await seedOrder(world, "alice");
    await assertFails(orderDoc(world.staff).delete());
  });
});
