/**
 * Issue 40's ratings in firestore.rules: one per order, by its customer, once it reached a delivered end, in
 * its shape; staff add one reply; the customer and staff read it, nobody else, nobody lists but staff.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { deliveredStatuses } from "~/lib/orders/order-statuses";
import { RATING_TEXT_MAX } from "~/lib/ratings/rating-document";

import {
  type Data,
  ORDER_ID,
  orderNumberOf,
  OTHER_ORDER_ID,
  rulesWorldPerTest,
  seedOrder,
  serverTime,
} from "./rules-env";

const world = rulesWorldPerTest();

const ratingDoc = (context: { firestore(): ReturnType<typeof world.alice.firestore> }, id = ORDER_ID) =>
  context.firestore().doc(`ratings/${id}`);

function rating(customerUid = "alice", overrides: Data = {}, id = ORDER_ID): Data {
  return {
    customerUid,
    orderNumber: orderNumberOf(id),
    stars: 4,
    tags: ["Café quente"],
    comment: "Chegou rápido.",
    createdAt: serverTime(),
    ...overrides,
  };
}

async function seedRating(customerUid = "alice", overrides: Data = {}, id = ORDER_ID) {
  await world.env.withSecurityRulesDisabled(async (context) => {
    await ratingDoc(context, id).set({ ...rating(customerUid, overrides, id), createdAt: new Date() });
  });
}

const reply = (text = "Obrigado! Volte sempre.") => ({ reply: { text, at: serverTime() } });

describe("a shopper rating their order", () => {
  it("rates their own delivered order once, at any delivered end", async () => {
    for (const status of deliveredStatuses) {
      await seedOrder(world, "alice", ORDER_ID, status);
      await world.env.withSecurityRulesDisabled((context) => ratingDoc(context).delete());
      await assertSucceeds(ratingDoc(world.alice).set(rating()));
      await assertFails(ratingDoc(world.alice).set(rating("alice", { stars: 5 })));
      await assertFails(ratingDoc(world.alice).update({ stars: 5 }));
      await assertFails(ratingDoc(world.alice).delete());
    }
  });

  it("refuses a rating of another account's order, and of an order that is not there", async () => {
    await seedOrder(world, "alice", ORDER_ID, "Entregue");
    await assertFails(ratingDoc(world.bob).set(rating("bob")));
    await assertFails(ratingDoc(world.bob).set(rating("alice")));
    await assertFails(ratingDoc(world.alice, OTHER_ORDER_ID).set(rating("alice", {}, OTHER_ORDER_ID)));
    await assertSucceeds(ratingDoc(world.alice).set(rating()));
  });

  it("refuses a rating before the order reached a delivered end", async () => {
    for (const status of ["Pendente", "Em preparo", "Saiu para entrega", "Pronto para retirada", "Cancelado"]) {
      await seedOrder(world, "alice", ORDER_ID, status);
      await assertFails(ratingDoc(world.alice).set(rating()));
    }
    await seedOrder(world, "alice", ORDER_ID, "Entregue");
    await assertSucceeds(ratingDoc(world.alice).set(rating()));
  });

  it("refuses a rating in another shape", async () => {
    await seedOrder(world, "alice", ORDER_ID, "Entregue");
    const forged: Data[] = [
      { stars: 6 },
      { stars: 0 },
      { stars: 4.5 },
      { stars: "4" },
      { tags: ["Café gelado"] },
      { tags: ["Café quente", "Café quente"] },
      { tags: "Café quente" },
      { comment: "a".repeat(RATING_TEXT_MAX + 1) },
      { comment: "Bom\u202edemais" },
      { comment: "Bom\u0007" },
      { comment: null },
      { orderNumber: orderNumberOf(ORDER_ID) + 1 },
      { createdAt: new Date() },
      { reply: { text: "Eu mesmo respondo", at: serverTime() } },
      { public: true },
    ];
    for (const overrides of forged) await assertFails(ratingDoc(world.alice).set(rating("alice", overrides)));
    await assertSucceeds(
      ratingDoc(world.alice).set(
        rating("alice", { stars: 1, tags: [], comment: `${"a".repeat(RATING_TEXT_MAX - 5)}\nfrio` }),
      ),
    );
  });

  it("takes every tag, a comment at its most characters, and no comment", async () => {
    await seedOrder(world, "alice", ORDER_ID, "Retirado");
    const tags = ["Café quente", "Bem embalado", "No horário", "Café frio", "Atrasou", "Pedido errado"];
    await assertSucceeds(ratingDoc(world.alice).set(rating("alice", { stars: 5, tags, comment: "é".repeat(280) })));
    await seedOrder(world, "alice", OTHER_ORDER_ID, "Entregue");
    await assertSucceeds(
      ratingDoc(world.alice, OTHER_ORDER_ID).set(rating("alice", { tags: [], comment: "" }, OTHER_ORDER_ID)),
    );
  });
});

describe("staff replying", () => {
  it("adds one reply, once, of that field only", async () => {
    await seedOrder(world, "alice", ORDER_ID, "Entregue");
    await seedRating();
    await assertFails(ratingDoc(world.staff).update({ ...reply(), stars: 5 }));
    await assertFails(ratingDoc(world.staff).update(reply("a".repeat(RATING_TEXT_MAX + 1))));
    await assertFails(ratingDoc(world.staff).update(reply("")));
    await assertFails(ratingDoc(world.staff).update({ reply: { text: "Obrigado", at: new Date() } }));
    await assertSucceeds(ratingDoc(world.staff).update(reply()));
    await assertFails(ratingDoc(world.staff).update(reply("Outra resposta")));
  });

  it("refuses a reply by a shopper, the rating's own customer too", async () => {
    await seedOrder(world, "alice", ORDER_ID, "Entregue");
    await seedRating();
    await assertFails(ratingDoc(world.alice).update(reply()));
    await assertFails(ratingDoc(world.bob).update(reply()));
    await assertSucceeds(ratingDoc(world.staff).update(reply()));
  });
});

describe("reading ratings", () => {
  it("lets the customer and staff read a rating, nobody else", async () => {
    await seedOrder(world, "alice", ORDER_ID, "Entregue");
    await seedRating();
    await assertSucceeds(ratingDoc(world.alice).get());
    await assertSucceeds(ratingDoc(world.staff).get());
    await assertFails(ratingDoc(world.bob).get());
    await assertFails(ratingDoc(world.visitor).get());
  });

  it("lets the customer learn that their order has no rating yet, and nobody else", async () => {
    await seedOrder(world, "alice", ORDER_ID, "Entregue");
    await assertSucceeds(ratingDoc(world.alice).get());
    await assertFails(ratingDoc(world.bob).get());
    await assertFails(ratingDoc(world.visitor).get());
  });

  it("refuses a shopper's list of the ratings, lets them list their own, and staff all", async () => {
    await seedOrder(world, "alice", ORDER_ID, "Entregue");
    await seedRating();
    const ratings = (context: typeof world.alice) => context.firestore().collection("ratings");
    await assertFails(ratings(world.bob).get());
    await assertFails(ratings(world.alice).get());
    await assertFails(ratings(world.bob).where("customerUid", "==", "alice").get());
    await assertFails(ratings(world.visitor).get());
    await assertSucceeds(ratings(world.alice).where("customerUid", "==", "alice").get());
    await assertSucceeds(ratings(world.staff).orderBy("createdAt", "desc").get());
  });
});
