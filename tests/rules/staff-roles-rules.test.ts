/**
 * Roles in firestore.rules: "Dono" runs the business, "Equipe" the service. Each line of the owner's is refused
 * to Equipe with the owner's same write beside it; Equipe keeps what runs the service; and "Equipe" on /Admin,
 * where a Dono adds, changes and removes the others but never themselves.
 */
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { toAreaDocuments, toSettingsDocument } from "~/lib/settings/settings-document";
import { defaultShopSettings } from "~/lib/shop";

import { DEMO_STAFF_EMAIL, DEMO_TEAM_EMAIL } from "../../scripts/emulators";
import {
  couponCount,
  type Data,
  googleContext,
  ORDER_ID,
  rulesWorldPerTest,
  seedOrder,
  serverTime,
  staffAreaDoc,
  staffOrderDoc,
  staffSettingsDoc,
  terms,
  tokens,
} from "./rules-env";

const world = rulesWorldPerTest();

const settingsDoc = (context: RulesTestContext) => staffSettingsDoc(context);

async function savedSettings(): Promise<void> {
  await world.env.withSecurityRulesDisabled(async (context) => {
    await settingsDoc(context).set(toSettingsDocument(defaultShopSettings));
  });
}

/** "Criar cupom", as the app writes it: the terms and their count in one batch. */
function createCoupon(context: RulesTestContext, code: string): Promise<void> {
  const db = context.firestore();
  const batch = db.batch();
  batch.set(db.doc(`coupons/${code}`), terms(code));
  batch.set(db.doc(`couponCounts/${code}`), couponCount());
  return batch.commit();
}

const stampChange = (delta: number) => ({ kind: "staff", delta, orderId: ORDER_ID, at: Date.now() });

const member = (context: RulesTestContext, email: string) => context.firestore().doc(`staff/${email}`);
const memberData = (email: string, role: string, by = DEMO_STAFF_EMAIL): Data => ({ email, role, by });

describe("what only a Dono does", () => {
  it("the settings of the business (hours, pickup, order ahead, stamp card, tables, the shop's details)", async () => {
    const first = { ...toSettingsDocument(defaultShopSettings), tables: 2, updatedAt: serverTime() };
    await assertFails(settingsDoc(world.team).set(first));
    await assertSucceeds(settingsDoc(world.staff).set(first));
    const week = Array.from({ length: 7 }, () => ({ opens: 360, closes: 1200 }));
    const business: Data[] = [
      { hours: week },
      { pickup: false },
      { orderAhead: { ...defaultShopSettings.orderAhead, perSlot: 1 } },
      { loyalty: { ...defaultShopSettings.loyalty, active: false } },
      { tables: 4 },
      { details: { name: "Café da Equipe", address: "Rua Nova, 1", phone: "", whatsapp: "", instagram: "" } },
    ];
    for (const change of business) {
      await assertFails(settingsDoc(world.team).update({ ...change, updatedAt: serverTime() }));
      await assertSucceeds(settingsDoc(world.staff).update({ ...change, updatedAt: serverTime() }));
    }
  });

  it("the delivery areas", async () => {
    const [key = "", area] = Object.entries(toAreaDocuments(defaultShopSettings.deliveryAreas))[0] ?? [];
    const areaDoc = (context: RulesTestContext) => staffAreaDoc(context, key);
    await assertFails(areaDoc(world.team).set({ ...area, fee: 9 }));
    await assertSucceeds(areaDoc(world.staff).set({ ...area, fee: 9 }));
    await assertFails(areaDoc(world.team).delete());
    await assertSucceeds(areaDoc(world.staff).delete());
  });

  it("coupons: made, listed, read with their counts, switched off", async () => {
    await assertFails(createCoupon(world.team, "EQUIPE100"));
    await assertSucceeds(createCoupon(world.staff, "DONO10"));
    for (const path of ["coupons", "couponCounts"]) {
      await assertFails(world.team.firestore().collection(path).get());
      await assertSucceeds(world.staff.firestore().collection(path).get());
    }
    await assertFails(world.team.firestore().doc("couponCounts/DONO10").get());
    await assertFails(world.team.firestore().doc("coupons/DONO10").update({ active: false }));
    await assertSucceeds(world.staff.firestore().doc("coupons/DONO10").update({ active: false }));
  });

  it('"+1 selo" and "−1 selo" on a card', async () => {
    await seedOrder(world, "bob", ORDER_ID, "Entregue");
    const card = (context: RulesTestContext) => context.firestore().doc("stampCards/bob");
    await assertFails(card(world.team).set({ stamps: 1, changes: [stampChange(1)] }));
    await assertSucceeds(card(world.staff).set({ stamps: 1, changes: [stampChange(1)] }));
  });

  it("the tables' codes: made, listed, deleted", async () => {
    const code = (context: RulesTestContext) =>
      context.firestore().doc("tableCodes/1-0123456789abcdef0123456789abcdef");
    await assertFails(code(world.team).set({ number: 1, code: "0123456789abcdef0123456789abcdef" }));
    await assertSucceeds(code(world.staff).set({ number: 1, code: "0123456789abcdef0123456789abcdef" }));
    await assertFails(world.team.firestore().collection("tableCodes").get());
    await assertFails(code(world.team).delete());
    await assertSucceeds(code(world.staff).delete());
  });

  it("a staff document without a role is Equipe's, as before roles nothing said otherwise", async () => {
    const old = googleContext(world.env, "staff-3", "antigo@cafeteria.test", { staff: true });
    await world.env.withSecurityRulesDisabled((context) =>
      member(context, "antigo@cafeteria.test").set({ email: "antigo@cafeteria.test" }),
    );
    await savedSettings();
    await assertSucceeds(settingsDoc(old).update({ paused: true, updatedAt: serverTime() }));
    await assertFails(createCoupon(old, "ANTIGO10"));
  });

  it("the Dono's e-mail on another kind of account, or unverified, is nobody's", async () => {
    const forged = [
      tokens.password(DEMO_STAFF_EMAIL),
      tokens.google(DEMO_STAFF_EMAIL, false),
      { ...tokens.anonymous, email: DEMO_STAFF_EMAIL, email_verified: true },
    ];
    for (const [index, token] of forged.entries()) {
      const context = world.env.authenticatedContext(`forger-${index}`, token);
      await assertFails(createCoupon(context, `FORJADO${index}`));
      await assertFails(member(context, "bia@gmail.com").set(memberData("bia@gmail.com", "dono")));
    }
  });
});

describe("what Equipe keeps", () => {
  it("pauses a shop whose Dono never saved settings: the defaults and their areas, as they were", async () => {
    const firstSave = (context: RulesTestContext, changes: Data, areaChanges: Data = {}) => {
      const db = context.firestore();
      return staffSettingsDoc(context).write((batch) => {
        batch.set(db.doc("shop/settings"), {
          ...toSettingsDocument(defaultShopSettings),
          ...changes,
          updatedAt: serverTime(),
        });
        for (const [key, area] of Object.entries(toAreaDocuments(defaultShopSettings.deliveryAreas)))
          batch.set(db.doc(`deliveryAreas/${key}`), { ...area, ...areaChanges });
      });
    };
    await assertFails(firstSave(world.team, { paused: true, tables: 3 }));
    await assertFails(firstSave(world.team, { paused: true }, { fee: 0 }));
    await assertSucceeds(firstSave(world.team, { paused: true }));
    // Once saved, the areas are the Dono's.
    const [key = "", area] = Object.entries(toAreaDocuments(defaultShopSettings.deliveryAreas))[0] ?? [];
    await assertFails(
      world.team
        .firestore()
        .doc(`deliveryAreas/${key}-x`)
        .set(area ?? {}),
    );
  });

  it("pauses the orders and marks a drink sold out, the rest of the settings untouched", async () => {
    await savedSettings();
    await assertSucceeds(settingsDoc(world.team).update({ paused: true, updatedAt: serverTime() }));
    await assertSucceeds(settingsDoc(world.team).update({ soldOut: ["Latte"], updatedAt: serverTime() }));
    await assertFails(settingsDoc(world.team).update({ paused: false, tables: 2, updatedAt: serverTime() }));
  });

  it("moves an order along, confirms its Pix and reads the stamp cards", async () => {
    await seedOrder(world, "bob");
    await assertSucceeds(staffOrderDoc(world.team).update({ status: "Cancelado" }));
    await assertSucceeds(world.team.firestore().collection("orders").get());
    await assertSucceeds(world.team.firestore().doc("stampCards/bob").get());
  });
});

describe('"Equipe" on /Admin', () => {
  const barista = "bia@gmail.com";

  it("a Dono adds a member as Equipe or Dono, changes the role and removes them", async () => {
    await assertSucceeds(member(world.staff, barista).set(memberData(barista, "equipe")));
    await assertSucceeds(member(world.staff, barista).set(memberData(barista, "dono")));
    await assertSucceeds(world.staff.firestore().collection("staff").get());
    await assertSucceeds(member(world.staff, barista).delete());
  });

  it("Equipe adds nobody, changes no role, lists nobody, and removes nobody", async () => {
    await assertFails(member(world.team, barista).set(memberData(barista, "equipe", DEMO_TEAM_EMAIL)));
    await assertFails(member(world.team, DEMO_TEAM_EMAIL).set(memberData(DEMO_TEAM_EMAIL, "dono", DEMO_TEAM_EMAIL)));
    await assertFails(world.team.firestore().collection("staff").get());
    await assertFails(member(world.team, DEMO_STAFF_EMAIL).get());
    await assertSucceeds(member(world.team, DEMO_TEAM_EMAIL).get());
    await assertFails(member(world.team, DEMO_STAFF_EMAIL).delete());
  });

  it("a shopper signed in with Google cannot make themselves staff", async () => {
    await assertFails(
      member(world.bob, "bob@example.com").set(memberData("bob@example.com", "dono", "bob@example.com")),
    );
  });

  it("a Dono never removes nor demotes themselves, so the shop always keeps a Dono", async () => {
    await assertFails(member(world.staff, DEMO_STAFF_EMAIL).delete());
    await assertFails(member(world.staff, DEMO_STAFF_EMAIL).set(memberData(DEMO_STAFF_EMAIL, "equipe")));
    // Another Dono may.
    await assertSucceeds(member(world.staff, barista).set(memberData(barista, "dono")));
    const bia = world.env.authenticatedContext("bia", tokens.google(barista));
    await assertSucceeds(member(bia, DEMO_STAFF_EMAIL).set(memberData(DEMO_STAFF_EMAIL, "equipe", barista)));
  });

  it("a member is an e-mail in lower case under its own id, with a known role, signed by the Dono who wrote it", async () => {
    const refused: [string, Data][] = [
      [barista, memberData("outra@gmail.com", "equipe")],
      [barista, memberData(barista, "gerente")],
      [barista, memberData(barista, "equipe", "bia@gmail.com")],
      [barista, { ...memberData(barista, "equipe"), extra: true }],
      ["Bia@Gmail.com", memberData("Bia@Gmail.com", "equipe")],
      ["sem-arroba", memberData("sem-arroba", "equipe")],
    ];
    for (const [id, data] of refused) await assertFails(member(world.staff, id).set(data));
    await assertSucceeds(member(world.staff, barista).set(memberData(barista, "equipe")));
  });
});
