/**
 * Issue 58: "CPF na nota" on the order, in firestore.rules: its 11 digits or nothing, always there (so a shopper's
 * older tab cannot leave it out and put something else in its place).
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { type Data, order, place, rulesWorldPerTest, without } from "./rules-env";

const world = rulesWorldPerTest();

const aliceOrders = (overrides: Data = {}) => place(world, world.alice, "alice", order("alice", overrides));

describe("CPF na nota", () => {
  // One order per test: the account's quota takes one every 30 s.
  it("an order with a CPF's 11 digits passes", async () => {
    await assertSucceeds(aliceOrders({ cpf: "52998224725" }));
  });

  it("an order without a CPF passes", async () => {
    await assertSucceeds(aliceOrders({ cpf: "" }));
  });

  it("a CPF that is not 11 digits is refused: written with its dots, too short or long, a number, a text", async () => {
    for (const cpf of ["529.982.247-25", "5299822472", "529982247251", 52998224725, "5299822472a", "Rua do Sol, 7"])
      await assertFails(aliceOrders({ cpf }));
  });

  it("an order without the key is refused", async () => {
    await assertFails(place(world, world.alice, "alice", without(order("alice", { cpf: "" }), "cpf")));
  });
});
