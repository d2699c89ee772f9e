/**
 * Issue 57: the short number of the day ("nº 047"), counted in the order's batch. Each way a hostile client
 * could take, skip or reuse a number, beside the honest order it could be mistaken for.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, expect, it } from "vitest";

import {
  countInDay,
  type Data,
  nextQuota,
  order,
  ORDER_ID,
  orderDayOf,
  OTHER_ORDER_ID,
  place,
  rulesWorldPerTest,
} from "./rules-env";

const world = rulesWorldPerTest();

const today = () => orderDayOf({});

async function storedDay(day: number): Promise<Data | undefined> {
  let data: Data | undefined;
  await world.env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(`orderDays/${day}`).get()).data();
  });
  return data;
}

/** Bob's order in the app's batch, with its number or its day's count forged. */
async function bobOrders(
  { dayNumber, count, day }: { dayNumber?: number; count?: Data; day?: number } = {},
  id = OTHER_ORDER_ID,
): Promise<void> {
  const db = world.bob.firestore();
  const batch = db.batch();
  const data = order("bob", dayNumber === undefined ? {} : { dayNumber }, id);
  const numbered = await countInDay(world.env, batch, db, data, id, count);
  if (day !== undefined) {
    batch.delete(db.doc(`orderDays/${today()}`));
    batch.set(db.doc(`orderDays/${day}`), { count: numbered.dayNumber, lastOrderId: id });
  }
  batch.set(db.doc(`orders/${id}`), numbered);
  batch.set(db.doc(`orderNumbers/${String(data.id)}`), { checkoutId: id });
  batch.set(db.doc("orderQuotas/bob"), await nextQuota(world.env, "bob", id));
  await batch.commit();
}

describe("the number of the day", () => {
  it("the day's first order is nº 1 and the next nº 2, each counted in its own batch", async () => {
    await assertSucceeds(place(world, world.alice, "alice", order("alice")));
    await assertSucceeds(bobOrders());
    expect(await storedDay(today())).toEqual({ count: 2, lastOrderId: OTHER_ORDER_ID });
    await assertSucceeds(world.alice.firestore().doc(`orders/${ORDER_ID}`).get());
    const numbers = await Promise.all(
      [ORDER_ID, OTHER_ORDER_ID].map(async (id) => {
        let number: unknown;
        await world.env.withSecurityRulesDisabled(async (context) => {
          number = (await context.firestore().doc(`orders/${id}`).get()).get("dayNumber");
        });
        return number;
      }),
    );
    expect(numbers).toEqual([1, 2]);
  });

  it("an order that takes a number already given is refused", async () => {
    await place(world, world.alice, "alice", order("alice"));
    await assertFails(bobOrders({ dayNumber: 1, count: { count: 1 } }));
    await assertSucceeds(bobOrders());
  });

  it("an order that skips numbers, or says another number than its count, is refused", async () => {
    await place(world, world.alice, "alice", order("alice"));
    await assertFails(bobOrders({ dayNumber: 5, count: { count: 5 } }));
    await assertFails(bobOrders({ dayNumber: 7 }));
    await assertSucceeds(bobOrders());
  });

  it("an order without its day's count in the batch is refused", async () => {
    const db = world.bob.firestore();
    const batch = db.batch();
    const data: Data = { ...order("bob", {}, OTHER_ORDER_ID), dayNumber: 1 };
    batch.set(db.doc(`orders/${OTHER_ORDER_ID}`), data);
    batch.set(db.doc(`orderNumbers/${String(data.id)}`), { checkoutId: OTHER_ORDER_ID });
    batch.set(db.doc("orderQuotas/bob"), await nextQuota(world.env, "bob", OTHER_ORDER_ID));
    await assertFails(batch.commit());
    await assertSucceeds(bobOrders());
  });

  it("an order counted in another day is refused", async () => {
    await assertFails(bobOrders({ day: today() - 1 }));
    await assertFails(bobOrders({ day: today() + 1 }));
    await assertSucceeds(bobOrders());
  });

  it("the count moves only with a new order: not alone, not for an order already there, not with more fields", async () => {
    await place(world, world.alice, "alice", order("alice"));
    const days = world.bob.firestore().doc(`orderDays/${today()}`);
    await assertFails(days.set({ count: 2, lastOrderId: ORDER_ID }));
    await assertFails(days.set({ count: 2, lastOrderId: "nothing-here-0000000000" }));
    await assertFails(bobOrders({ count: { extra: true } }));
    await assertFails(days.delete());
    await assertSucceeds(bobOrders());
  });

  it("anyone signed in reads a day's count, to number their order; nobody signed out does", async () => {
    await place(world, world.alice, "alice", order("alice"));
    await assertSucceeds(world.bob.firestore().doc(`orderDays/${today()}`).get());
    await assertFails(world.visitor.firestore().doc(`orderDays/${today()}`).get());
  });
});
