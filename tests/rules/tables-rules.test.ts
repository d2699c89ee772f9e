/**
 * Issue 40, tables: an order from a table carries its number and current code, no address and no fee;
 * only staff read, list or make the codes. Each attack beside its honest twin.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { toSettingsDocument } from "~/lib/settings/settings-document";
import { defaultShopSettings, MAX_TABLES, pickupDelivery } from "~/lib/shop/shop-settings";
import { tableCodeId } from "~/lib/tables/table-code";

import {
  address,
  type Data,
  order,
  OTHER_ORDER_ID,
  place,
  rulesWorldPerTest,
  serverTime,
  staffSettingsDoc,
  without,
} from "./rules-env";

const world = rulesWorldPerTest();

const CODE = "0123456789abcdef0123456789abcdef";
const NEW_CODE = "fedcba9876543210fedcba9876543210";

/** "Mesas" as staff saved it, and each table's code, written past the rules. */
async function tables(count: number, codes: Record<number, string> = { 1: CODE, 2: CODE, 3: CODE }): Promise<void> {
  await world.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc("shop/settings").set(toSettingsDocument({ ...defaultShopSettings, tables: count }));
    for (const [number, code] of Object.entries(codes))
      await db.doc(`tableCodes/${tableCodeId({ number: Number(number), code })}`).set({ number: Number(number), code });
  });
}

const atTable = (number: number, code: unknown = CODE): Data => ({
  mode: "table",
  table: { number, code },
  address: null,
  delivery: { ...pickupDelivery },
});

const aliceOrders = (overrides: Data) => place(world, world.alice, "alice", order("alice", overrides));
const bobOrders = (overrides: Data) =>
  place(world, world.bob, "bob", order("bob", overrides, OTHER_ORDER_ID), OTHER_ORDER_ID);

const codeDoc = (context = world.staff, number = 2, code = CODE) =>
  context.firestore().doc(`tableCodes/${tableCodeId({ number, code })}`);

describe("an order at a table", () => {
  it("with its table's current code passes, paid at the counter or as any other", async () => {
    await tables(3);
    await assertSucceeds(aliceOrders({ ...atTable(2), paymentMethod: "caixa" }));
    await assertSucceeds(bobOrders({ ...atTable(3), paymentMethod: "pix" }));
  });

  it("with a wrong code is refused", async () => {
    await tables(3);
    await assertFails(aliceOrders(atTable(2, NEW_CODE)));
    await assertFails(aliceOrders(atTable(2, `${CODE.slice(1)}0`)));
    await assertSucceeds(aliceOrders(atTable(2)));
  });

  it("with another table's code is refused", async () => {
    await tables(3, { 1: CODE, 2: NEW_CODE });
    await assertFails(aliceOrders(atTable(2, CODE)));
    await assertSucceeds(aliceOrders(atTable(2, NEW_CODE)));
  });

  it("with an old code, after staff renewed them, is refused", async () => {
    await tables(3);
    const db = world.staff.firestore();
    const batch = db.batch();
    batch.delete(codeDoc(world.staff, 2, CODE));
    batch.set(codeDoc(world.staff, 2, NEW_CODE), { number: 2, code: NEW_CODE });
    await assertSucceeds(batch.commit());
    await assertFails(aliceOrders(atTable(2, CODE)));
    await assertSucceeds(aliceOrders(atTable(2, NEW_CODE)));
  });

  it("without a code, or without a table, is refused", async () => {
    await tables(3);
    await assertFails(aliceOrders({ ...atTable(2), table: { number: 2 } }));
    await assertFails(aliceOrders({ ...atTable(2), table: { number: 2, code: null } }));
    await assertFails(aliceOrders(without(atTable(2), "table")));
    await assertFails(aliceOrders({ ...atTable(2), table: { number: "2", code: CODE } }));
    await assertFails(aliceOrders({ ...atTable(2), table: { number: 2, code: CODE, seat: 1 } }));
    await assertSucceeds(aliceOrders(atTable(2)));
  });

  it("at a table above the count is refused, though its code exists", async () => {
    await tables(2);
    await assertFails(aliceOrders(atTable(3)));
    await assertSucceeds(aliceOrders(atTable(2)));
  });

  it("while tables are off (0), or settings never said how many, is refused", async () => {
    await tables(0);
    await assertFails(aliceOrders(atTable(1)));
    await world.env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("shop/settings").delete();
    });
    await assertFails(aliceOrders(atTable(1)));
    await tables(1);
    await assertSucceeds(aliceOrders(atTable(1)));
  });

  it("with an address or a fee is refused", async () => {
    await tables(3);
    await assertFails(aliceOrders({ ...atTable(2), address: address() }));
    await assertFails(aliceOrders({ ...atTable(2), delivery: { ...pickupDelivery, fee: 5 } }));
    await assertFails(aliceOrders({ ...atTable(2), delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 } }));
    await assertSucceeds(aliceOrders(atTable(2)));
  });

  it("scheduled is refused", async () => {
    await tables(3);
    await assertFails(aliceOrders({ ...atTable(2), scheduledFor: serverTime() }));
    await assertSucceeds(aliceOrders(atTable(2)));
  });

  it("a table on a delivery or a pickup is refused, and 'Pagar no caixa' away from a table", async () => {
    // The default settings: Recife's area delivers.
    await assertFails(aliceOrders({ table: { number: 2, code: CODE } }));
    await assertFails(aliceOrders({ ...atTable(2), mode: "pickup" }));
    await assertFails(aliceOrders({ paymentMethod: "caixa" }));
    await assertFails(
      aliceOrders({ mode: "pickup", address: null, delivery: { ...pickupDelivery }, paymentMethod: "caixa" }),
    );
    await assertSucceeds(aliceOrders({}));
  });
});

describe("the tables' codes", () => {
  it("a shopper cannot list them, nor read one whose name they do not know", async () => {
    await tables(3);
    for (const context of [world.alice, world.bob, world.visitor])
      await assertFails(context.firestore().collection("tableCodes").get());
    await assertSucceeds(world.staff.firestore().collection("tableCodes").get());
  });

  it("a shopper reads one by its name (the link's check): a wrong one is simply missing", async () => {
    await tables(3);
    await assertSucceeds(codeDoc(world.visitor).get());
    await assertSucceeds(codeDoc(world.alice, 2, NEW_CODE).get());
  });

  it("only staff make or delete them", async () => {
    await tables(3);
    for (const context of [world.alice, world.bob, world.visitor]) {
      await assertFails(codeDoc(context, 4, NEW_CODE).set({ number: 4, code: NEW_CODE }));
      await assertFails(codeDoc(context, 2, CODE).delete());
    }
    await assertSucceeds(codeDoc(world.staff, 4, NEW_CODE).set({ number: 4, code: NEW_CODE }));
    await assertSucceeds(codeDoc(world.staff, 2, CODE).delete());
  });

  it("staff cannot make one under another's name, a short code, or a table beyond the most", async () => {
    await assertFails(codeDoc(world.staff, 4, NEW_CODE).set({ number: 5, code: NEW_CODE }));
    await assertFails(world.staff.firestore().doc("tableCodes/4-abc").set({ number: 4, code: "abc" }));
    await assertFails(codeDoc(world.staff, MAX_TABLES + 1, NEW_CODE).set({ number: MAX_TABLES + 1, code: NEW_CODE }));
    await assertFails(codeDoc(world.staff, 4, NEW_CODE).set({ number: 4, code: NEW_CODE, extra: 1 }));
    await assertSucceeds(codeDoc(world.staff, MAX_TABLES, NEW_CODE).set({ number: MAX_TABLES, code: NEW_CODE }));
  });
});

describe("Mesas in the settings", () => {
  const settingsDoc = () => staffSettingsDoc(world.staff);
  const stored = (changes: Data) => ({
    ...toSettingsDocument(defaultShopSettings),
    updatedAt: serverTime(),
    ...changes,
  });

  it("staff save 0 to the most; a count out of range or not a whole number is refused", async () => {
    await assertFails(settingsDoc().set(stored({ tables: -1 })));
    await assertFails(settingsDoc().set(stored({ tables: MAX_TABLES + 1 })));
    await assertFails(settingsDoc().set(stored({ tables: 2.5 })));
    await assertFails(settingsDoc().set(stored({ tables: "4" })));
    await assertSucceeds(settingsDoc().set(stored({ tables: 0 })));
    await assertSucceeds(settingsDoc().set(stored({ tables: MAX_TABLES })));
  });

  it("settings saved before tables (none stored) still save", async () => {
    await assertSucceeds(settingsDoc().set(without(stored({}), "tables")));
  });
});
