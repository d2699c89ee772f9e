/** "Meus endereços" in firestore.rules (decision 0052): a Google account's own, at most three, each an address. */
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { MAX_SAVED_ADDRESSES } from "~/lib/checkout/saved-addresses";

import { type Data, rulesWorldPerTest, tokens } from "./rules-env";

const world = rulesWorldPerTest();

const home: Data = {
  cep: "50030170",
  rua: "Rua do Bom Jesus",
  numero: "200",
  complemento: "apto 3",
  bairro: "Recife Antigo",
  cidade: "Recife",
  uf: "PE",
};
const work: Data = { ...home, numero: "183", complemento: "" };

const book = (context: RulesTestContext, uid = "bob") => context.firestore().doc(`addressBooks/${uid}`);

describe("an account's saved addresses", () => {
  it("are written and read by their Google account only", async () => {
    await assertSucceeds(book(world.bob).set({ addresses: [home, work] }));
    await assertSucceeds(book(world.bob).get());
    await assertFails(book(world.staff).get());
    await assertFails(book(world.alice, "alice").set({ addresses: [home] }));
    await assertFails(book(world.alice, "bob").get());
    await assertFails(book(world.visitor).get());
    await assertFails(book(world.staff, "bob").set({ addresses: [] }));
    const unverified = world.env.authenticatedContext("bob", tokens.google("bob@example.com", false));
    await assertFails(book(unverified).set({ addresses: [home] }));
    await assertSucceeds(book(world.bob).delete());
  });

  it(`are at most ${MAX_SAVED_ADDRESSES}, each exactly an address, the last one checked as the first`, async () => {
    const many = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, index) => ({ ...home, numero: String(index + 1) }));
    await assertSucceeds(book(world.bob).set({ addresses: many }));
    await assertFails(book(world.bob).set({ addresses: [...many, work] }));
    for (const forged of [
      { ...work, cep: "5003017" },
      { ...work, cidade: "" },
      { ...work, uf: "XX" },
      { ...work, rua: "x".repeat(201) },
      { ...work, complemento: "apto\u202e3" },
      { ...work, numero: 200 },
      { ...work, origem: "cep" },
    ])
      await assertFails(book(world.bob).set({ addresses: [...many.slice(0, MAX_SAVED_ADDRESSES - 1), forged] }));
    await assertFails(book(world.bob).set({ addresses: [home], extra: true }));
    await assertFails(book(world.bob).set({ addresses: home }));
  });
});
