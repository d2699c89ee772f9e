/**
 * "Meus pedidos" in firestore.rules: a shopper lists their own orders and nobody else's, and an
 * anonymous shopper's orders move to the Google account they sign in to only with the ticket
 * their anonymous account wrote.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { describe, it } from "vitest";

import { MOVE_TICKET_DAYS } from "~/lib/inbox/documents";

import { orderDoc, OTHER_ORDER_ID, rulesWorldPerTest, seedOrder, serverTime, tokens } from "./rules-env";

const world = rulesWorldPerTest();

const TICKET = "7a7a7a7a7a7a7a7a7a7a7a7a";
const OTHER_TICKET = "8b8b8b8b8b8b8b8b8b8b8b8b";
const moveDoc = (context = world.alice, ticket = TICKET) => context.firestore().doc(`orderMoves/${ticket}`);
const ownOrders = (context = world.bob, uid = "bob") =>
  context.firestore().collection("orders").where("customerUid", "==", uid).orderBy("createdAt", "desc");

/** Bob signed in with Google on another account; Carol another Google shopper. */
const carol = () => world.env.authenticatedContext("carol", tokens.google("carol@example.com"));

describe("a shopper's own orders", () => {
  it("are listed for them, by a query for their uid", async () => {
    await seedOrder(world, "bob");
    await seedOrder(world, "alice", OTHER_ORDER_ID);
    await assertSucceeds(ownOrders().get());
    await assertSucceeds(ownOrders(world.alice, "alice").get());
  });

  it("are not listed for anyone else, nor with a query that is not for one's own uid", async () => {
    await seedOrder(world, "bob");
    await assertFails(ownOrders(world.alice, "bob").get());
    await assertFails(ownOrders(world.visitor, "bob").get());
    await assertFails(world.bob.firestore().collection("orders").get());
    await assertFails(world.bob.firestore().collection("orders").where("status", "==", "Pendente").get());
  });
});

describe("moving an anonymous shopper's orders to their Google account", () => {
  const ticket = (overrides: Record<string, unknown> = {}) => ({
    from: "alice",
    createdAt: serverTime(),
    ...overrides,
  });
  const claim = (context = world.bob, uid = "bob", movedBy = TICKET) =>
    orderDoc(context).update({ customerUid: uid, movedBy });

  it("works with the ticket the anonymous account wrote: the order is then the Google account's", async () => {
    await seedOrder(world, "alice");
    await assertSucceeds(moveDoc().set(ticket()));
    await assertSucceeds(claim());
    await assertSucceeds(orderDoc(world.bob).get());
    await assertFails(orderDoc(world.alice).get());
    // Moved once: the same ticket does not move it on.
    await assertFails(claim(carol(), "carol"));
  });

  it("a ticket is written only by an anonymous account, for itself, at the server's time", async () => {
    await assertFails(moveDoc(world.alice).set(ticket({ from: "bob" })));
    await assertFails(moveDoc(world.bob).set(ticket({ from: "bob" })));
    await assertFails(moveDoc(world.visitor).set(ticket()));
    await assertFails(
      moveDoc(world.alice).set(ticket({ createdAt: firebase.firestore.Timestamp.fromMillis(Date.now() + 3_600_000) })),
    );
    await assertFails(moveDoc(world.alice, "short").set(ticket()));
    await assertFails(moveDoc(world.alice).set(ticket({ to: "bob" })));
    await assertFails(moveDoc(world.alice).get());
  });

  it("without a ticket of the order's owner, nobody takes an order", async () => {
    await seedOrder(world, "alice");
    await assertFails(claim());
    await assertFails(claim(world.bob, "bob", "not-a-ticket"));
    // Carol's anonymous account writes a ticket of her own: it moves only Carol's orders.
    const carolAnonymous = world.env.authenticatedContext("carol-anon", tokens.anonymous);
    await assertSucceeds(moveDoc(carolAnonymous, OTHER_TICKET).set(ticket({ from: "carol-anon" })));
    await assertFails(claim(world.bob, "bob", OTHER_TICKET));
  });

  it("moves the order to the one who claims it, and changes nothing else", async () => {
    await seedOrder(world, "alice");
    await assertSucceeds(moveDoc().set(ticket()));
    await assertFails(claim(world.bob, "carol"));
    await assertFails(orderDoc(world.bob).update({ customerUid: "bob", movedBy: TICKET, status: "Entregue" }));
    await assertFails(orderDoc(world.bob).update({ customerUid: "bob", movedBy: TICKET, note: "grátis" }));
  });

  it(`a ticket older than ${MOVE_TICKET_DAYS} days moves nothing`, async () => {
    await seedOrder(world, "alice");
    await world.env.withSecurityRulesDisabled(async (context) => {
      const old = Date.now() - (MOVE_TICKET_DAYS * 24 + 1) * 3_600_000;
      await moveDoc(context).set({ from: "alice", createdAt: firebase.firestore.Timestamp.fromMillis(old) });
    });
    await assertFails(claim());
  });
});
