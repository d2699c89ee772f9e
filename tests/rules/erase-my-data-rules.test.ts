/**
 * Issue 58, "Excluir meus dados": a shopper erases their own stamp card, and their finished orders lose what names
 * or finds them (address, name to call, mobile, CPF, note) while their lines and totals stay for the shop's
 * figures. Nobody else does it, and an order still being made keeps its address.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { ERASED_ORDER_DETAILS } from "~/lib/orders";

import { orderDoc, rulesWorldPerTest, seedOrder } from "./rules-env";

const world = rulesWorldPerTest();

const erased = { ...ERASED_ORDER_DETAILS };

describe("Excluir meus dados", () => {
  it("a finished order of its shopper loses its address, name, mobile, CPF and note", async () => {
    for (const status of ["Entregue", "Cancelado"]) {
      await seedOrder(world, "bob", undefined, status);
      await assertSucceeds(orderDoc(world.bob).update(erased));
    }
  });

  it("an order still being made keeps them: the courier needs the address", async () => {
    for (const status of ["Pendente", "Em preparo", "Saiu para entrega"]) {
      await seedOrder(world, "bob", undefined, status);
      await assertFails(orderDoc(world.bob).update(erased));
    }
  });

  it("only the order's own shopper erases it, and only those fields, and only to nothing", async () => {
    await seedOrder(world, "bob", undefined, "Entregue");
    await assertFails(orderDoc(world.alice).update(erased));
    await assertFails(orderDoc(world.visitor).update(erased));
    await assertFails(orderDoc(world.bob).update({ ...erased, subtotal: 0 }));
    await assertFails(orderDoc(world.bob).update({ ...erased, status: "Cancelado" }));
    await assertFails(orderDoc(world.bob).update({ ...erased, callName: "Outro" }));
    await assertFails(orderDoc(world.bob).update({ ...erased, note: "qualquer coisa" }));
    await assertFails(orderDoc(world.bob).update({ ...erased, address: { rua: "Rua Nova" } }));
    await assertFails(orderDoc(world.bob).update({ ...erased, erased: "sim" }));
    await assertFails(orderDoc(world.bob).update({ ...erased, cpf: null }));
    const { erased: _mark, ...unmarked } = erased;
    await assertFails(orderDoc(world.bob).update(unmarked));
  });

  it("the shopper deletes their own stamp card, nobody else's", async () => {
    await world.env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("stampCards/bob").set({ stamps: 4, changes: [] });
    });
    await assertFails(world.alice.firestore().doc("stampCards/bob").delete());
    await assertFails(world.staff.firestore().doc("stampCards/bob").delete());
    await assertSucceeds(world.bob.firestore().doc("stampCards/bob").delete());
  });
});
