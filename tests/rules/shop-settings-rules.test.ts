/**
 * The shop's settings in firestore.rules: only staff write them, anyone reads them, and an order
 * the shop would not take (paused, closed, sold out, outside every area, a forged fee) is refused.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { toAreaDocuments, toSettingsDocument } from "~/lib/settings/settings-document";
import { shopClock } from "~/lib/shop/shop-hours";
import { defaultShopSettings, type ShopSettings } from "~/lib/shop/shop-settings";

import {
  address,
  type Data,
  line,
  order,
  place,
  rulesWorldPerTest,
  serverTime,
  staffSettingsDoc,
  without,
} from "./rules-env";

const world = rulesWorldPerTest();

const settingsDoc = (context = world.staff) => staffSettingsDoc(context);
const asStored = (settings: ShopSettings) => ({ ...toSettingsDocument(settings), updatedAt: serverTime() });

/** Settings in place, as staff saved them: the settings document and one document per area. */
async function saved(changes: Partial<ShopSettings>): Promise<void> {
  const settings = { ...defaultShopSettings, ...changes };
  await world.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc("shop/settings").set(toSettingsDocument(settings));
    for (const [key, area] of Object.entries(toAreaDocuments(settings.deliveryAreas)))
      await db.doc(`deliveryAreas/${key}`).set(area);
  });
}

const aliceOrders = (overrides: Data = {}) => place(world, world.alice, "alice", order("alice", overrides));

describe("the settings document", () => {
  it("staff save it; anyone, signed in or not, reads it", async () => {
    await assertSucceeds(settingsDoc().set(asStored({ ...defaultShopSettings, paused: true })));
    await assertSucceeds(settingsDoc(world.visitor).get());
    await assertSucceeds(settingsDoc(world.alice).get());
  });

  it("nobody else writes it", async () => {
    for (const context of [world.alice, world.bob, world.visitor]) {
      await assertFails(settingsDoc(context).set(asStored({ ...defaultShopSettings, paused: true })));
    }
    await assertFails(world.staff.firestore().doc("shop/other").set({ x: 1 }));
  });

  it("staff cannot save settings without a field every save has", async () => {
    for (const field of ["paused", "hours", "soldOut", "updatedAt"])
      await assertFails(settingsDoc().set(without(asStored(defaultShopSettings), field)));
    await assertSucceeds(settingsDoc().set(asStored(defaultShopSettings)));
  });

  it("staff cannot save settings that do not fit", async () => {
    const bad = (changes: Data) => settingsDoc().set({ ...asStored(defaultShopSettings), ...changes });
    await assertFails(bad({ paused: "sim" }));
    await assertFails(bad({ soldOut: ["Latte|.*"] }));
    await assertFails(bad({ hours: [null, null] }));
    await assertFails(bad({ hours: [{ opens: 420, closes: 2000 }, null, null, null, null, null, null] }));
    // Each day is checked, the last as the first: a time not whole, as text, or with a field more.
    const week = (last: unknown) => [{ opens: 420, closes: 1080 }, null, null, null, null, null, last];
    for (const last of [
      { opens: 420.5, closes: 1080 },
      { opens: "420", closes: 1080 },
      { opens: 420, closes: 1080, x: 1 },
    ])
      await assertFails(bad({ hours: week(last) }));
    await assertFails(bad({ hours: [...week(null), null] }));
    await assertSucceeds(bad({ hours: week({ opens: 0, closes: 1439 }) }));
    await assertFails(bad({ deliveryAreas: {} }));
    await assertFails(bad({ extra: true }));
  });

  it('"Dados da loja": a name and an address as text; phone, WhatsApp and Instagram as the form writes them', async () => {
    const details = {
      name: "Café do Bom Jesus",
      address: "Rua do Bom Jesus, 183 — Recife Antigo",
      phone: "8132240000",
      whatsapp: "5581998765432",
      instagram: "cafe.bomjesus",
    };
    const withDetails = (changes: Data) =>
      settingsDoc().set({ ...asStored(defaultShopSettings), details: { ...details, ...changes } });
    for (const forged of [
      { name: "" },
      { name: "x".repeat(61) },
      { name: "Café\u202eseteria" },
      { address: "" },
      { address: 183 },
      { phone: "(81) 3224-0000" },
      { phone: "813224" },
      { whatsapp: "81998765432" },
      { instagram: "@cafe" },
      { instagram: "https://instagram.com/cafe" },
      { site: "https://cafe.example" },
    ])
      await assertFails(withDetails(forged));
    await assertFails(settingsDoc().set({ ...asStored(defaultShopSettings), details: null }));
    await assertSucceeds(withDetails({}));
    await assertSucceeds(withDetails({ phone: "", whatsapp: "", instagram: "" }));
    await assertSucceeds(settingsDoc(world.visitor).get());
  });
});

describe("an order the shop would not take", () => {
  it("while paused is refused; once resumed it passes", async () => {
    await saved({ paused: true });
    await assertFails(aliceOrders());
    await saved({ paused: false });
    await assertSucceeds(aliceOrders());
  });

  it("outside the opening hours is refused", async () => {
    const { minute } = shopClock(Date.now());
    // Every day opens two hours from now and closes an hour later: closed right now.
    const later = { opens: (minute + 120) % 1440, closes: (minute + 180) % 1440 };
    await saved({ hours: Array.from({ length: 7 }, () => later) });
    await assertFails(aliceOrders());
    const now = { opens: (minute + 1440 - 60) % 1440, closes: (minute + 60) % 1440 };
    await saved({ hours: Array.from({ length: 7 }, () => now) });
    await assertSucceeds(aliceOrders());
  });

  it("with a sold-out coffee is refused", async () => {
    await saved({ soldOut: ["Latte"] });
    await assertFails(aliceOrders({ cart: [line("Cubano"), line("Latte")] }));
    await assertSucceeds(aliceOrders({ cart: [line("Cubano")] }));
  });

  it("with a fee or time that is not its area's, or to a city outside every area, is refused", async () => {
    await assertFails(aliceOrders({ delivery: { fee: 0, minMinutes: 30, maxMinutes: 45 } }));
    await assertFails(aliceOrders({ delivery: { fee: 5, minMinutes: 10, maxMinutes: 15 } }));
    await assertFails(aliceOrders({ delivery: { fee: 5, minMinutes: 30, maxMinutes: 45, tip: 1 } }));
    const saoPaulo = address({ cidade: "São Paulo", uf: "SP", cep: "01001000" });
    await assertFails(aliceOrders({ address: saoPaulo, delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 } }));
    // Olinda pays Olinda's fee, whatever the case and accents of the city.
    const olinda = address({ cidade: "OLINDA", bairro: "Amparo", cep: "53020140" });
    await assertFails(aliceOrders({ address: olinda }));
    await assertSucceeds(aliceOrders({ address: olinda, delivery: { fee: 8, minMinutes: 40, maxMinutes: 60 } }));
  });

  it("to a bairro with its own area pays that area's fee, not the city's", async () => {
    await saved({
      deliveryAreas: [
        ...defaultShopSettings.deliveryAreas,
        {
          city: "Recife",
          bairro: "Boa Viagem",
          fee: 7,
          minMinutes: 40,
          maxMinutes: 55,
          minOrder: null,
          freeDeliveryFrom: null,
        },
      ],
    });
    const boaViagem = address({ bairro: "Boa Viágem" });
    await assertFails(aliceOrders({ address: boaViagem }));
    await assertSucceeds(aliceOrders({ address: boaViagem, delivery: { fee: 7, minMinutes: 40, maxMinutes: 55 } }));
  });
});
