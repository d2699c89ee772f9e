/** "Meu de sempre" in firestore.rules (issue 59, decision 0054): a Google account's own, at most five, each checked. */
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { toUsualDocument } from "~/lib/usual/usual-document";
import { MAX_USUAL_ORDERS } from "~/lib/usual/usual-facts";
import { usualFromOrder } from "~/lib/usual/usual-orders";

import { type Data, rulesWorldPerTest, tokens } from "./rules-env";

const world = rulesWorldPerTest();

const latteToPickUp = toUsualDocument(
  usualFromOrder(
    {
      cart: [{ description: "Latte", quantity: 1, choices: { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"] } }],
      mode: "pickup",
      address: null,
      paymentMethod: "pix",
      callName: "Ana",
      phone: "81998765432",
    },
    "Café da manhã",
    1,
  ),
) as unknown as Data;

const saved = (context: RulesTestContext, uid = "bob") => context.firestore().doc(`usualOrders/${uid}`);

describe("an account's Meu de sempre", () => {
  it("is written and read by its Google account only", async () => {
    await assertSucceeds(saved(world.bob).set({ orders: [latteToPickUp] }));
    await assertSucceeds(saved(world.bob).get());
    await assertFails(saved(world.staff, "bob").get());
    await assertFails(saved(world.alice, "bob").get());
    await assertFails(saved(world.visitor, "bob").get());
    await assertFails(saved(world.alice, "alice").set({ orders: [latteToPickUp] }));
    await assertFails(saved(world.staff, "bob").set({ orders: [] }));
    const unverified = world.env.authenticatedContext("bob", tokens.google("bob@example.com", false));
    await assertFails(saved(unverified).set({ orders: [latteToPickUp] }));
    await assertSucceeds(saved(world.bob).delete());
  });

  it(`holds at most ${MAX_USUAL_ORDERS}, each checked as the first is`, async () => {
    const five = Array.from({ length: MAX_USUAL_ORDERS }, (_, index) => ({
      ...latteToPickUp,
      name: `Pedido ${index}`,
    }));
    await assertSucceeds(saved(world.bob).set({ orders: five }));
    await assertFails(saved(world.bob).set({ orders: [...five, latteToPickUp] }));
    const draft = latteToPickUp.draft as Data;
    for (const forged of [
      { ...latteToPickUp, name: "" },
      { ...latteToPickUp, name: "x".repeat(41) },
      { ...latteToPickUp, cart: ["1\u001fLatte\u001f\u00a4\u001fGrande\u001fIntegral\u001f\u001f"] },
      { ...latteToPickUp, cart: ["1\u001fChá\u001f\u00a4{10}"] },
      { ...latteToPickUp, cart: [] },
      { ...latteToPickUp, extra: true },
      { ...latteToPickUp, draft: { ...draft, modo: "voando" } },
      { ...latteToPickUp, draft: { ...draft, cep: "5003017" } },
      { ...latteToPickUp, draft: { ...draft, rua: "Rua\u202e" } },
      { ...latteToPickUp, draft: { ...draft, nomeParaChamar: "A".repeat(31) } },
      { ...latteToPickUp, draft: { ...draft, observacoes: "" } },
    ])
      await assertFails(saved(world.bob).set({ orders: [...five.slice(0, MAX_USUAL_ORDERS - 1), forged] }));
    await assertFails(saved(world.bob).set({ orders: [latteToPickUp], extra: true }));
  });
});
