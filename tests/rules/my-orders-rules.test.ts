/**
 * "Meus pedidos" in firestore.rules: a shopper lists their own orders and nobody else's, and an
 * anonymous shopper's orders move to the Google account they sign in to only with the ticket
 * their anonymous account wrote.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { describe, it } from "vitest";

import { MOVE_TICKET_DAYS } from "~/lib/orders/accounts";

import {
  order,
  ORDER_ID,
  orderDoc,
  OTHER_ORDER_ID,
  rulesWorldPerTest,
  seedOrder,
  serverTime,
  tokens,
} from "./rules-env";

const world = rulesWorldPerTest();

const TICKET = "7a7a7a7a7a7a7a7a7a7a7a7a";
const OTHER_TICKET = "8b8b8b8b8b8b8b8b8b8b8b8b";
const moveDoc = (context = world.alice, ticket = "alice") => context.firestore().doc(`orderMoves/${ticket}`);
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
  const week = MOVE_TICKET_DAYS * 24 * 60 * 60 * 1000;
  /** The ticket Alice's anonymous account writes before signing in as bob@example.com. */
  const ticket = (overrides: Record<string, unknown> = {}) => ({
    from: "alice",
    toEmail: "bob@example.com",
    createdAt: serverTime(),
    expiresAt: firebase.firestore.Timestamp.fromMillis(Date.now() + week),
    ...overrides,
  });
  const claim = (context = world.bob, uid = "bob", movedBy = "alice", id = ORDER_ID) =>
    orderDoc(context, id).update({ customerUid: uid, movedBy });

  it("works with the ticket the anonymous account wrote: the order is then the Google account's", async () => {
    await seedOrder(world, "alice");
    await assertSucceeds(moveDoc().set(ticket()));
    await assertSucceeds(claim());
    await assertSucceeds(orderDoc(world.bob).get());
    await assertFails(orderDoc(world.alice).get());
    // Moved once: nobody moves it on with the same ticket.
    await assertFails(claim(carol(), "carol", "bob"));
  });

  it("a ticket is written only by an anonymous account, for itself, under its own uid, at the server's time", async () => {
    await assertFails(moveDoc(world.alice).set(ticket({ from: "bob" })));
    await assertFails(moveDoc(world.bob, "bob").set(ticket({ from: "bob" })));
    await assertFails(moveDoc(world.visitor).set(ticket()));
    await assertFails(
      moveDoc(world.alice).set(ticket({ createdAt: firebase.firestore.Timestamp.fromMillis(Date.now() + 3_600_000) })),
    );
    await assertFails(moveDoc(world.alice).set(ticket({ to: "bob" })));
    await assertFails(moveDoc(world.alice).get());
  });

  it("one ticket per anonymous account, however many it tries to write", async () => {
    await assertFails(moveDoc(world.alice, TICKET).set(ticket()));
    await assertFails(moveDoc(world.alice, OTHER_TICKET).set(ticket()));
    await assertSucceeds(moveDoc(world.alice).set(ticket()));
  });

  it("a ticket lasts a week at most, and is deleted by the account it names once spent", async () => {
    await assertFails(
      moveDoc().set(ticket({ expiresAt: firebase.firestore.Timestamp.fromMillis(Date.now() + 30 * 24 * 3_600_000) })),
    );
    await assertSucceeds(moveDoc().set(ticket()));
    await assertFails(moveDoc(carol()).delete());
    await assertSucceeds(moveDoc(world.bob).delete());
  });

  it("moves only to the Google account the ticket names", async () => {
    await seedOrder(world, "alice");
    await assertSucceeds(moveDoc().set(ticket()));
    await assertFails(claim(carol(), "carol"));
    const unverifiedBob = world.env.authenticatedContext("bob-2", tokens.google("bob@example.com", false));
    await assertFails(claim(unverifiedBob, "bob-2"));
    await assertSucceeds(claim());
  });

  it("moves the orders made before the ticket, never the ones the anonymous account makes after", async () => {
    await seedOrder(world, "alice");
    await assertSucceeds(moveDoc().set(ticket()));
    await world.env.withSecurityRulesDisabled(async (context) => {
      await orderDoc(context, OTHER_ORDER_ID).set({
        ...order("alice", {}, OTHER_ORDER_ID),
        createdAt: firebase.firestore.Timestamp.fromMillis(Date.now() + 60_000),
      });
    });
    await assertSucceeds(claim());
    await assertFails(claim(world.bob, "bob", "alice", OTHER_ORDER_ID));
  });

  it("without a ticket of the order's owner, nobody takes an order", async () => {
    await seedOrder(world, "alice");
    await assertFails(claim());
    await assertFails(claim(world.bob, "bob", "not-a-ticket"));
    // Carol's anonymous account writes a ticket of her own: it moves only Carol's orders.
    const carolAnonymous = world.env.authenticatedContext("carol-anon", tokens.anonymous);
    await assertSucceeds(moveDoc(carolAnonymous, "carol-anon").set(ticket({ from: "carol-anon" })));
    await assertFails(claim(world.bob, "bob", "carol-anon"));
  });

  it("moves the order, marked as a Google account's, so it earns stamps", async () => {
    await seedOrder(world, "alice", ORDER_ID, "Pendente", { signedIn: false });
    await assertSucceeds(moveDoc().set(ticket()));
    await assertFails(orderDoc(world.bob).update({ customerUid: "bob", movedBy: "alice", signedIn: "sim" }));
    await assertSucceeds(orderDoc(world.bob).update({ customerUid: "bob", movedBy: "alice", signedIn: true }));
  });

  it("moves the order to the one who claims it, and changes nothing else", async () => {
    await seedOrder(world, "alice");
    await assertSucceeds(moveDoc().set(ticket()));
    await assertFails(orderDoc(world.bob).update({ customerUid: "carol", movedBy: "alice" }));
    await assertFails(orderDoc(world.bob).update({ customerUid: "bob", movedBy: "alice", status: "Entregue" }));
    await assertSucceeds(claim());
  });

  it(`a ticket older than ${MOVE_TICKET_DAYS} days moves nothing`, async () => {
    await seedOrder(world, "alice");
    const old = Date.now() - (MOVE_TICKET_DAYS * 24 + 1) * 60 * 60 * 1000;
    await world.env.withSecurityRulesDisabled(async (context) => {
      await moveDoc(context).set(ticket({ createdAt: firebase.firestore.Timestamp.fromMillis(old) }));
    });
    await assertFails(claim());
  });
});
