/**
 * Order ahead in firestore.rules: a pickup's own steps, the ready time set with "Em preparo", and
 * the shopper cancelling their own order while it is Pendente, and nothing more.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { describe, expect, it } from "vitest";

import { nextStatuses, orderStatuses } from "~/lib/orders/order-statuses";
import { READY_MINUTES } from "~/lib/orders/ready-time";

import { type Data, order, orderDoc, rulesWorldPerTest, serverTime, staffOrderDoc, without } from "./rules-env";

const world = rulesWorldPerTest();

type Mode = "delivery" | "pickup" | "none";

async function seed(status: string, mode: Mode = "delivery", customerUid = "alice") {
  const stored = order(customerUid, { status });
  const data: Data =
    mode === "pickup"
      ? { ...stored, mode: "pickup", address: null, delivery: { fee: 0, minMinutes: 10, maxMinutes: 15 } }
      : mode === "none"
        ? without(stored, "mode")
        : stored;
  await world.env.withSecurityRulesDisabled(async (context) => {
    await orderDoc(context).set(data);
  });
}

const preparing = (overrides: Data = {}) => ({
  status: "Em preparo",
  preparingAt: serverTime(),
  readyInMinutes: 10,
  ...overrides,
});

/** Staff's move as the app sends it: "Em preparo" with its ready time, any other status alone. */
const staffMove = (to: string) => staffOrderDoc(world.staff).update(to === "Em preparo" ? preparing() : { status: to });

describe("staff moving an order along its mode's steps", () => {
  it("moves a pickup to Pronto para retirada, then Retirado", async () => {
    await seed("Pendente", "pickup");
    await assertSucceeds(staffOrderDoc(world.staff).update(preparing()));
    await assertSucceeds(staffOrderDoc(world.staff).update({ status: "Pronto para retirada" }));
    await assertSucceeds(staffOrderDoc(world.staff).update({ status: "Retirado" }));
    await assertFails(staffOrderDoc(world.staff).update({ status: "Cancelado" }));
  });

  it("refuses a pickup's new move into a delivery's steps", async () => {
    await seed("Em preparo", "pickup");
    await assertFails(staffOrderDoc(world.staff).update({ status: "Saiu para entrega" }));
    await assertFails(staffOrderDoc(world.staff).update({ status: "Entregue" }));
  });

  it("lets an older pickup already out for delivery end as one", async () => {
    await seed("Saiu para entrega", "pickup");
    await assertFails(staffOrderDoc(world.staff).update({ status: "Retirado" }));
    await assertSucceeds(staffOrderDoc(world.staff).update({ status: "Entregue" }));
  });

  it("refuses a delivery's move to Pronto para retirada or Retirado, also for an order without a mode", async () => {
    for (const mode of ["delivery", "none"] as const) {
      await seed("Em preparo", mode);
      await assertFails(staffOrderDoc(world.staff).update({ status: "Pronto para retirada" }));
      await assertFails(staffOrderDoc(world.staff).update({ status: "Retirado" }));
      await assertSucceeds(staffOrderDoc(world.staff).update({ status: "Saiu para entrega" }));
    }
  });

  it("allows exactly the moves the app offers for each mode", async () => {
    for (const mode of ["delivery", "pickup"] as const) {
      for (const from of orderStatuses) {
        for (const to of orderStatuses) {
          await seed(from, mode);
          const allowed = nextStatuses(from, mode).includes(to);
          if (allowed) await assertSucceeds(staffMove(to));
          else await assertFails(staffMove(to));
        }
      }
    }
    expect(nextStatuses("Pendente", "pickup")).toContain("Pronto para retirada");
  }, 120_000);
});

describe("the ready time set with Em preparo", () => {
  it("takes each of the offered minutes, at the server's time", async () => {
    for (const minutes of READY_MINUTES) {
      await seed("Pendente", "pickup");
      await assertSucceeds(staffOrderDoc(world.staff).update(preparing({ readyInMinutes: minutes })));
    }
  });

  it("refuses minutes that are not offered, or not a whole number", async () => {
    await seed("Pendente");
    for (const minutes of [7, 0, -5, 45, 10.5, "10", null])
      await assertFails(staffOrderDoc(world.staff).update(preparing({ readyInMinutes: minutes })));
  });

  it("refuses a preparingAt that is not the server's time of the write", async () => {
    await seed("Pendente");
    const earlier = firebase.firestore.Timestamp.fromMillis(Date.now() - 60_000);
    await assertFails(staffOrderDoc(world.staff).update(preparing({ preparingAt: earlier })));
    await assertFails(staffOrderDoc(world.staff).update(preparing({ preparingAt: Date.now() })));
  });

  it("refuses Em preparo without its ready time, or with anything more", async () => {
    await seed("Pendente");
    await assertFails(staffOrderDoc(world.staff).update({ status: "Em preparo" }));
    await assertFails(staffOrderDoc(world.staff).update({ status: "Em preparo", readyInMinutes: 10 }));
    await assertFails(staffOrderDoc(world.staff).update({ status: "Em preparo", preparingAt: serverTime() }));
    await assertFails(staffOrderDoc(world.staff).update(preparing({ note: "já sai" })));
  });

  it("refuses a ready time with any other move, or alone", async () => {
    await seed("Em preparo", "pickup");
    await assertFails(staffOrderDoc(world.staff).update({ status: "Pronto para retirada", readyInMinutes: 5 }));
    await assertFails(staffOrderDoc(world.staff).update({ status: "Cancelado", preparingAt: serverTime() }));
    await assertFails(staffOrderDoc(world.staff).update({ readyInMinutes: 20 }));
    await assertFails(staffOrderDoc(world.staff).update({ preparingAt: serverTime() }));
  });

  it("is set by staff only", async () => {
    await seed("Pendente");
    await assertFails(orderDoc(world.alice).update(preparing()));
    await assertFails(orderDoc(world.bob).update(preparing()));
  });
});

describe("a shopper cancelling their own order", () => {
  it("cancels it while it is Pendente", async () => {
    await seed("Pendente", "pickup");
    await assertSucceeds(orderDoc(world.alice).update({ status: "Cancelado" }));
  });

  it("cannot cancel another shopper's order, nor can a visitor", async () => {
    await seed("Pendente", "delivery", "bob");
    await assertFails(orderDoc(world.alice).update({ status: "Cancelado" }));
    await assertFails(orderDoc(world.visitor).update({ status: "Cancelado" }));
    await assertSucceeds(orderDoc(world.bob).update({ status: "Cancelado" }));
  });

  it("cannot cancel it once the shop started it, or after it ended", async () => {
    for (const status of orderStatuses.filter((status) => status !== "Pendente")) {
      await seed(status);
      await assertFails(orderDoc(world.alice).update({ status: "Cancelado" }));
    }
  });

  it("cannot change any other key while cancelling", async () => {
    await seed("Pendente");
    await assertFails(orderDoc(world.alice).update({ status: "Cancelado", note: "esquece" }));
    await assertFails(orderDoc(world.alice).update({ status: "Cancelado", customerUid: "bob" }));
    await assertFails(orderDoc(world.alice).update({ status: "Cancelado", payment: "Pix recebido" }));
    await assertFails(orderDoc(world.alice).update({ status: "Cancelado", preparingAt: serverTime() }));
    await assertFails(orderDoc(world.alice).update({ note: "sem açúcar" }));
  });

  it("cannot move it to any status but Cancelado", async () => {
    for (const to of orderStatuses.filter((status) => status !== "Cancelado")) {
      await seed("Pendente", "pickup");
      await assertFails(orderDoc(world.alice).update(to === "Em preparo" ? preparing() : { status: to }));
    }
  });

  it("cannot cancel a Pix order staff confirmed as paid: a refund is the shop's to agree", async () => {
    await seed("Pendente");
    await world.env.withSecurityRulesDisabled(async (context) => {
      await orderDoc(context).update({ paymentMethod: "pix", payment: "Pix recebido" });
    });
    await assertFails(orderDoc(world.alice).update({ status: "Cancelado" }));
  });

  it("cannot bring a cancelled order back", async () => {
    await seed("Cancelado");
    await assertFails(orderDoc(world.alice).update({ status: "Pendente" }));
  });
});
