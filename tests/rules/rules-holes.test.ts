/**
 * Issue 27: the honest flows the rules refused and the abuse they accepted, each beside the
 * honest case. Every attack here was accepted by the rules before decision 0014 (tried
 * 2026-11-25), every honest flow here was refused.
 */
import { readFileSync } from "node:fs";

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { describe, expect, inject, it } from "vitest";

import { MAX_CART_LINES } from "~/lib/cart/cart";
import { LINE_QUANTITY } from "~/lib/cart/cart-quantity";
import { catalogue } from "~/lib/catalogue/catalogue";
import { catalogueWithOptions } from "~/lib/catalogue/catalogue-options";
import { type OptionGroup, unitPrice } from "~/lib/catalogue/options";
import { couponDiscount } from "~/lib/coupons/coupon";
import { catalogueMenu, pricedDrinks } from "~/lib/menu/menu";
import { MENU_VERSION_MAX } from "~/lib/menu/menu-document";
import { MENU_LIMITS } from "~/lib/menu/menu-limits";
import { storedCartPattern } from "~/lib/orders/cart-pattern";
import { MAX_ORDER_NUMBER } from "~/lib/orders/order-document";
import { ORDER_NOTE_MAX } from "~/lib/orders/order-note";
import { shopDay } from "~/lib/orders/order-quota";
import { parseShopOrder } from "~/lib/orders/shop-order";
import { RATING_TAGS, RATING_TEXT_MAX } from "~/lib/ratings/rating-document";
import { toAreaDocuments, toSettingsDocument } from "~/lib/settings/settings-document";
import { deliveryAreaKey } from "~/lib/shop/delivery-areas";
import {
  defaultShopSettings,
  type DeliveryArea,
  MAX_AREA_AMOUNT,
  MAX_DELIVERY_AREAS,
  MAX_TABLES,
  pickupDelivery,
} from "~/lib/shop/shop-settings";

import { DEMO_STAFF_EMAIL, PROJECT_ID } from "../../scripts/emulators";
import {
  address,
  countInDay,
  type Data,
  line,
  order,
  ORDER_ID,
  orderDoc,
  orderNumberOf,
  OTHER_ORDER_ID,
  place,
  rulesWorldPerTest,
  seedCoupon,
  seedOrder,
  serverTime,
  staffAreaDoc,
  tokens,
  unitsOver,
} from "./rules-env";

const world = rulesWorldPerTest();

const aliceOrders = (overrides: Data = {}, id = ORDER_ID) =>
  place(world, world.alice, "alice", order("alice", overrides, id), id);

/** Staff's save of the settings and the areas, as the app writes them (one batch), by `staff` (this world's by default). */
async function staffSaves(
  areas: readonly DeliveryArea[],
  hours = defaultShopSettings.hours,
  db = world.staff.firestore(),
): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc("shop/settings"), {
    ...toSettingsDocument({ ...defaultShopSettings, hours }),
    updatedAt: serverTime(),
  });
  for (const [key, area] of Object.entries(toAreaDocuments(areas))) batch.set(db.doc(`deliveryAreas/${key}`), area);
  batch.set(db.doc("shopActs/last"), { by: DEMO_STAFF_EMAIL, at: serverTime(), section: "deliveryAreas" });
  await batch.commit();
}

const allDay = Array.from({ length: 7 }, () => ({ opens: 0, closes: 0 }));

/**
 * A twelve-area list: the defaults, Graças, and more of Recife's bairros; Graças and the bairros
 * with a minimum order and a free-delivery amount (the longest ones the form takes).
 */
const twelveAreas: DeliveryArea[] = [
  ...defaultShopSettings.deliveryAreas,
  {
    city: "Recife",
    bairro: "Graças",
    fee: 6,
    minMinutes: 30,
    maxMinutes: 40,
    minOrder: MAX_AREA_AMOUNT - 0.01,
    freeDeliveryFrom: MAX_AREA_AMOUNT - 0.01,
  },
  ...["Boa Viagem", "Casa Forte", "Espinheiro", "Aflitos", "Madalena", "Torre", "Derby", "Várzea"].map((bairro) => ({
    city: "Recife",
    bairro,
    fee: 7.5,
    minMinutes: 35,
    maxMinutes: 50,
    minOrder: MAX_AREA_AMOUNT - 0.01,
    freeDeliveryFrom: MAX_AREA_AMOUNT - 0.01,
  })),
].slice(0, MAX_DELIVERY_AREAS);

/** The most a product's groups take: in each, the dearest options, as many as it allows. */
function mostChoices(groups: readonly OptionGroup[]): Record<string, string[]> {
  return Object.fromEntries(
    groups.map((group) => [
      group.name,
      [...group.options]
        .sort((a, b) => b.price - a.price)
        .slice(0, group.max)
        .map((option) => option.name),
    ]),
  );
}

/**
 * The cart's maxima: MAX_CART_LINES lines, each a product with the most choices, the order's most
 * units spread over them (the catalogue over again when it has fewer products).
 */
const maximalLines = Array.from({ length: MAX_CART_LINES }, (_, index) => {
  const entry = catalogueWithOptions()[index % catalogue.length];
  if (!entry) throw new Error("empty catalogue");
  return { ...entry, choices: mostChoices(entry.groups), quantity: unitsOver(MAX_CART_LINES)[index] ?? 1 };
});

/**
 * The form's maxima: the maximal lines, change for the whole, the longest note, to Graças' own
 * area, above its minimum and its free-delivery amount (both checked, no fee).
 */
function maximalOrder(): Data {
  const total = maximalLines.reduce(
    (sum, { product, groups, choices, quantity }) => sum + unitPrice(product.price, groups, choices) * quantity,
    0,
  );
  return order("alice", {
    cart: maximalLines.map(({ product, choices, quantity }) => line(product.description, quantity, { choices })),
    paymentMethod: "dinheiro",
    changeFor: Math.ceil(total),
    note: "ç".repeat(ORDER_NOTE_MAX),
    address: address({ bairro: "GRAÇAS" }),
    delivery: { fee: 0, minMinutes: 30, maxMinutes: 40 },
  });
}

describe("place names: one folding, the storefront's and the rules'", () => {
  it("an address in capitals with accents pays its area's fee, and no other", async () => {
    const jaboatao = address({ cidade: "JABOATÃO DOS GUARARAPES", bairro: "PIEDADE", cep: "54400000" });
    await assertFails(aliceOrders({ address: jaboatao, delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 } }));
    await assertSucceeds(aliceOrders({ address: jaboatao, delivery: { fee: 8, minMinutes: 40, maxMinutes: 60 } }));
  });

  it("a bairro in capitals with a cedilla pays its own area's fee, not the city's", async () => {
    await staffSaves(twelveAreas.map((area) => ({ ...area, minOrder: null, freeDeliveryFrom: null })));
    const gracas = address({ bairro: "GRAÇAS", cep: "52011000" });
    await assertFails(aliceOrders({ address: gracas, delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 } }));
    await assertSucceeds(aliceOrders({ address: gracas, delivery: { fee: 6, minMinutes: 30, maxMinutes: 40 } }));
  });

  it("the rules fold every text as the app does", async () => {
    const samples = ["  JABOATÃO  dos Guararapes ", "GRAÇAS", "Várzea/Curado", "ÁÉÍÓÚ âêô ãõ ç Ü", "Ñandú", "x  "];
    const rules = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents {
  ${/function foldPlace\(text\) \{[^}]*\}/.exec(readFileSync("firestore.rules", "utf8"))?.[0] ?? ""}
  match /fold/{id} { allow create: if foldPlace(request.resource.data.text) == request.resource.data.folded; }
}}`;
    const [host = "", port = ""] = inject("firestoreHost").split(":");
    const env = await initializeTestEnvironment({
      projectId: `${PROJECT_ID}-fold`,
      firestore: { host, port: Number(port), rules },
    });
    try {
      const db = env.authenticatedContext("u").firestore();
      for (const [index, text] of samples.entries()) {
        const folded = deliveryAreaKey({ city: text, bairro: "" });
        await assertSucceeds(db.doc(`fold/${index}`).set({ text, folded }));
        await assertFails(db.doc(`fold/other-${index}`).set({ text, folded: `${folded}!` }));
      }
    } finally {
      await env.cleanup();
    }
  });
});

describe("the budget at the form's maxima", () => {
  it(`staff save ${MAX_DELIVERY_AREAS} areas with hours on every day`, async () => {
    await assertSucceeds(staffSaves(twelveAreas, allDay));
  });

  it(`an order of ${MAX_CART_LINES} lines with the most choices and units, change and the longest note passes, to a bairro's area`, async () => {
    await staffSaves(twelveAreas, allDay);
    await assertSucceeds(place(world, world.alice, "alice", maximalOrder()));
  });
});

/**
 * firestore.rules with each document's checks made twice: what passes these used at most half of
 * the 1,000 expressions a document's rules may evaluate (the rules do not reuse a result).
 */
function rulesWithChecksTwice(): string {
  let rules = readFileSync("firestore.rules", "utf8");
  for (const check of [
    "validNewOrder(orderId, request.resource.data)",
    "shopAccepts(getAfter(orderPath(next.lastOrderId)).data)",
    "cartOnMenu(getAfter(orderPath(next.lastOrderId)).data.cart)",
    "claimedBy(number, getAfter(orderPath(request.resource.data.checkoutId)).data)",
    "validSettings(request.resource.data)",
    "validMenu(request.resource.data)",
    "validArea(key, request.resource.data)",
    "validSlot(request.resource.data)",
    "validDay(request.resource.data)",
    "validNewRating(orderId, request.resource.data)",
    "validReply(resource.data, request.resource.data)",
    "validUse(request.resource.data, {})",
    "validUse(request.resource.data, resource.data)",
    "couponReleased(request.resource.data.lastReleasedId, code)",
    "couponReleased(request.resource.data.lastReleasedId, resource.data.code)",
    "couponOrderNow(code, getAfter(orderPath(request.resource.data.lastOrderId)).data)",
    "validCard(uid, request.resource.data, resource.data)",
    "validAct(request.resource.data, request.resource.data.keys())",
    "validAct(request.resource.data, request.resource.data.diff(resource.data).affectedKeys())",
  ]) {
    expect(rules).toContain(check);
    rules = rules.replaceAll(check, `${check} && ${check}`);
  }
  return rules;
}

/**
 * The largest batch with a coupon: a Google shopper's first order, scheduled, to a bairro's area, with a
 * coupon of every term (cap, minimum, date, first order, per customer, total) and the stamp card's reward:
 * eight documents, and the coupon's terms and count read beside them. Then its cancel, which gives back the slot's place, the stamps and the coupon's use, and
 * the order again with the same first-order coupon.
 */
async function couponBatch(env: RulesTestEnvironment, at: number): Promise<void> {
  const terms = { kind: "percent" as const, value: 10, maxDiscount: 50 };
  await seedCoupon(env, "MARGEM", {
    ...terms,
    minOrder: 20,
    validUntil: firebase.firestore.Timestamp.fromMillis(Date.now() + 86_400_000),
    firstOrderOnly: true,
    perCustomer: 1,
    totalLimit: 100,
  });
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc("stampCards/bob").set({ stamps: 10, changes: [] });
  });
  const bob = env.authenticatedContext("bob", tokens.google("bob@example.com")).firestore();
  const { increment } = firebase.firestore.FieldValue;
  const base = maximalOrder();
  const amount = couponDiscount({ ...terms }, Number(base.subtotal));
  const slot = bob.doc(`orderSlots/${String(at)}`);
  const spent = { kind: "reward", delta: -10, orderId: OTHER_ORDER_ID, at: Date.now() };

  async function orderAs(id: string, dayCount: number, card?: Data) {
    const data: Data = {
      ...base,
      id: orderNumberOf(id),
      checkoutId: id,
      customerUid: "bob",
      scheduledFor: firebase.firestore.Timestamp.fromMillis(at),
      coupon: { code: "MARGEM", amount },
      ...(card ? { reward: { stamps: 10, amount: 15 } } : {}),
    };
    const batch = bob.batch();
    batch.set(bob.doc(`orders/${id}`), await countInDay(env, batch, bob, data, id));
    batch.set(slot, { at: firebase.firestore.Timestamp.fromMillis(at), count: 2, lastOrderId: id });
    batch.set(bob.doc(`orderNumbers/${String(data.id)}`), { checkoutId: id });
    batch.set(bob.doc("orderQuotas/bob"), {
      lastOrderAt: serverTime(),
      lastOrderId: id,
      day: shopDay(Date.now()),
      dayCount,
    });
    const use = { code: "MARGEM", customerUid: "bob", count: increment(1), lastOrderId: id };
    batch.set(bob.doc("couponUses/MARGEM_bob"), use, { merge: true });
    batch.update(bob.doc("couponCounts/MARGEM"), { uses: increment(1), lastOrderId: id });
    if (card) batch.set(bob.doc("stampCards/bob"), card);
    await batch.commit();
  }

  await orderAs(OTHER_ORDER_ID, 1, { stamps: 0, changes: [spent] });

  const cancel = bob.batch();
  const release = { lastReleasedId: OTHER_ORDER_ID };
  const refund = { kind: "refund", delta: 10, orderId: OTHER_ORDER_ID, at: Date.now() };
  cancel.update(bob.doc(`orders/${OTHER_ORDER_ID}`), { status: "Cancelado" });
  cancel.update(slot, { count: increment(-1), ...release });
  cancel.set(bob.doc("stampCards/bob"), { stamps: 10, changes: [refund, spent] });
  cancel.update(bob.doc("couponUses/MARGEM_bob"), { count: increment(-1), ...release });
  cancel.update(bob.doc("couponCounts/MARGEM"), { uses: increment(-1), ...release });
  await cancel.commit();

  // Past the quota's 30 s between orders, its last order still the cancelled one.
  await env.withSecurityRulesDisabled(async (context) => {
    const minuteAgo = firebase.firestore.Timestamp.fromMillis(Date.now() - 60_000);
    await context.firestore().doc("orderQuotas/bob").update({ lastOrderAt: minuteAgo });
  });
  await orderAs(ORDER_ID_AGAIN, 2);
}

const ORDER_ID_AGAIN = "5555bbbb5555bbbb5555bbbb";

describe("the budget's margin", () => {
  it("the maxima pass with every document's checks made twice", async () => {
    const [host = "", port = ""] = inject("firestoreHost").split(":");
    const env = await initializeTestEnvironment({
      projectId: `${PROJECT_ID}-twice`,
      firestore: { host, port: Number(port), rules: rulesWithChecksTwice() },
    });
    try {
      await env.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).set({ email: DEMO_STAFF_EMAIL, role: "dono" });
      });
      const staff = env.authenticatedContext("staff-1", tokens.google(DEMO_STAFF_EMAIL)).firestore();
      await assertSucceeds(staffSaves(twelveAreas, allDay, staff));
      // The Dono's menu at its most drinks and categories (the catalogue's prices, so the orders below are checked against it).
      const menuSave = staff.batch();
      const menu = catalogueMenu();
      const drinks = Array.from({ length: MENU_LIMITS.drinks }, (_, index) => ({
        ...(menu.drinks[index % menu.drinks.length] ?? menu.drinks[0]),
        id: `Café número ${index} da casa`,
      }));
      menuSave.set(staff.doc("shop/menu"), {
        menu: {
          drinks,
          groups: menu.groups,
          categories: Array.from({ length: MENU_LIMITS.categories }, (_, index) => `Categoria ${index}`),
        },
        version: "v".repeat(MENU_VERSION_MAX),
        cartPattern: storedCartPattern(pricedDrinks(menu), LINE_QUANTITY),
        updatedAt: serverTime(),
      });
      menuSave.update(staff.doc("shop/settings"), {
        menuVersion: "v".repeat(MENU_VERSION_MAX),
        updatedAt: serverTime(),
      });
      menuSave.set(staff.doc("shopActs/last"), { by: DEMO_STAFF_EMAIL, at: serverTime(), section: "menu" });
      await assertSucceeds(menuSave.commit());

      const alice = env.authenticatedContext("alice", tokens.anonymous).firestore();
      // Scheduled too: its slot's counter is the batch's fourth document.
      const at = Math.ceil((Date.now() + 20 * 60_000) / (15 * 60_000)) * 15 * 60_000;
      // With the stamp card's reward too: the card's update is the batch's fifth document (decision 0033).
      const maximal: Data = {
        ...maximalOrder(),
        scheduledFor: firebase.firestore.Timestamp.fromMillis(at),
        reward: { stamps: 10, amount: 15 },
      };
      await env.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc("stampCards/alice").set({ stamps: 10, changes: [] });
      });
      const orderBatch = alice.batch();
      const spent = { kind: "reward", delta: -10, orderId: ORDER_ID, at: Date.now() };
      orderBatch.set(alice.doc("stampCards/alice"), { stamps: 0, changes: [spent] });
      orderBatch.set(alice.doc(`orders/${ORDER_ID}`), await countInDay(env, orderBatch, alice, maximal, ORDER_ID));
      orderBatch.set(alice.doc(`orderSlots/${String(at)}`), {
        at: firebase.firestore.Timestamp.fromMillis(at),
        count: 1,
        lastOrderId: ORDER_ID,
      });
      orderBatch.set(alice.doc(`orderNumbers/${String(maximal.id)}`), { checkoutId: ORDER_ID });
      orderBatch.set(alice.doc("orderQuotas/alice"), {
        lastOrderAt: serverTime(),
        lastOrderId: ORDER_ID,
        day: shopDay(Date.now()),
        dayCount: 1,
      });
      await assertSucceeds(orderBatch.commit());

      // Its rating at the most tags and characters, then staff's longest reply.
      const delivered = staff.batch();
      delivered.update(staff.doc(`orders/${ORDER_ID}`), { status: "Entregue" });
      const act = { at: serverTime(), statusBy: DEMO_STAFF_EMAIL, statusAt: serverTime() };
      delivered.set(staff.doc(`orderActs/${ORDER_ID}`), act);
      await assertSucceeds(delivered.commit());
      const rating = alice.doc(`ratings/${ORDER_ID}`);
      const comment = "é".repeat(RATING_TEXT_MAX);
      const ratingData = { customerUid: "alice", orderNumber: maximal.id, stars: 5, tags: [...RATING_TAGS], comment };
      await assertSucceeds(rating.set({ ...ratingData, createdAt: serverTime() }));
      await assertSucceeds(staff.doc(`ratings/${ORDER_ID}`).update({ reply: { text: comment, at: serverTime() } }));
      // At the last table: its code's document is one more read of the order's, and no area is read.
      const TABLE_ORDER_ID = "7777aaaa7777aaaa7777aaaa";
      const code = "0123456789abcdef0123456789abcdef";
      await env.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc("shop/settings").update({ tables: MAX_TABLES });
        await context.firestore().doc(`tableCodes/${MAX_TABLES}-${code}`).set({ number: MAX_TABLES, code });
      });
      const carol = env.authenticatedContext("carol", tokens.google("carol@example.com")).firestore();
      const atTable: Data = {
        ...maximalOrder(),
        customerUid: "carol",
        checkoutId: TABLE_ORDER_ID,
        id: orderNumberOf(TABLE_ORDER_ID),
        mode: "table",
        table: { number: MAX_TABLES, code },
        address: null,
        delivery: { ...pickupDelivery },
      };
      const tableBatch = carol.batch();
      tableBatch.set(
        carol.doc(`orders/${TABLE_ORDER_ID}`),
        await countInDay(env, tableBatch, carol, atTable, TABLE_ORDER_ID),
      );
      tableBatch.set(carol.doc(`orderNumbers/${String(atTable.id)}`), { checkoutId: TABLE_ORDER_ID });
      tableBatch.set(carol.doc("orderQuotas/carol"), {
        lastOrderAt: serverTime(),
        lastOrderId: TABLE_ORDER_ID,
        day: shopDay(Date.now()),
        dayCount: 1,
      });
      await assertSucceeds(tableBatch.commit());
      await assertSucceeds(couponBatch(env, at));
    } finally {
      await env.cleanup();
    }
  });
});

describe("cart lines", () => {
  it(`a product with other choices is another line, in any order, at most ${MAX_CART_LINES} lines (decision 0019)`, async () => {
    await assertFails(aliceOrders({ cart: Array.from({ length: MAX_CART_LINES + 1 }, () => line("Irlandês", 99)) }));
    await assertSucceeds(
      aliceOrders({
        cart: [
          line("Irlandês", 1),
          line("Latte", 1),
          line("Latte", 2, { choices: { Tamanho: ["Grande"], Leite: ["Sem lactose"] } }),
        ],
      }),
    );
  });
});

describe("order numbers", () => {
  it("a number another order has is refused", async () => {
    await assertSucceeds(aliceOrders());
    const copied = order("bob", { id: orderNumberOf(ORDER_ID) }, OTHER_ORDER_ID);
    await assertFails(place(world, world.bob, "bob", copied, OTHER_ORDER_ID));
    await assertSucceeds(place(world, world.bob, "bob", order("bob", {}, OTHER_ORDER_ID), OTHER_ORDER_ID));
  });

  it("a number above 2^53 - 1, or not whole, is refused", async () => {
    for (const id of [MAX_ORDER_NUMBER + 1, 2 ** 60, 1.5]) await assertFails(aliceOrders({ id }));
    await assertSucceeds(aliceOrders({ id: MAX_ORDER_NUMBER }));
  });

  it("a number's claim is read by a signed-in client, to tell a taken number, and by no visitor", async () => {
    await assertSucceeds(aliceOrders());
    const claim = (context = world.bob) => context.firestore().doc(`orderNumbers/${orderNumberOf(ORDER_ID)}`);
    await assertSucceeds(claim().get());
    await assertFails(claim(world.visitor).get());
    await assertFails(claim(world.alice).update({ checkoutId: OTHER_ORDER_ID }));
  });

  it("a number is claimed only with its order, never alone nor for another", async () => {
    const numbers = world.alice.firestore().collection("orderNumbers");
    await assertFails(numbers.doc("123").set({ checkoutId: ORDER_ID }));
    await seedOrder(world, "bob", OTHER_ORDER_ID);
    await assertFails(numbers.doc(String(orderNumberOf(OTHER_ORDER_ID))).set({ checkoutId: OTHER_ORDER_ID }));
  });

  it("every order the rules accept, /Admin reads", async () => {
    const accepted: Data[] = [
      {},
      { id: MAX_ORDER_NUMBER, paymentMethod: "pix" },
      {
        cart: catalogue.map((product, index) => line(product.description, unitsOver(catalogue.length)[index])),
        note: "linha 1\nlinha 2",
      },
      { cart: maximalLines.map(({ product, choices, quantity }) => line(product.description, quantity, { choices })) },
      { address: address({ rua: "", complemento: "", origem: "manual" }), paymentMethod: "dinheiro", changeFor: 50 },
    ];
    for (const [index, overrides] of accepted.entries()) {
      const id = `${ORDER_ID.slice(0, 20)}${String(index).padStart(4, "0")}`;
      await world.env.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(`orderQuotas/alice`).delete();
      });
      await assertSucceeds(aliceOrders(overrides, id));
      await world.env.withSecurityRulesDisabled(async (context) => {
        const data = (await orderDoc(context, id).get()).data();
        const createdAt = data?.createdAt instanceof firebase.firestore.Timestamp ? data.createdAt.toMillis() : null;
        expect(parseShopOrder({ ...data, docId: id, createdAt }), JSON.stringify(overrides)).not.toBeNull();
      });
    }
  });
});

describe("text", () => {
  it("control and bidi-override characters are refused in the note and the address; a line break in the note is not", async () => {
    for (const character of ["\u0000", "\u001b", "\u202e", "\r", "\u2066", "\u0085"]) {
      await assertFails(aliceOrders({ note: `sem açúcar${character}` }));
      await assertFails(aliceOrders({ address: address({ complemento: `Apto${character}3` }) }));
      await assertFails(aliceOrders({ address: address({ rua: `${character}Rua do Bom Jesus` }) }));
    }
    await assertSucceeds(aliceOrders({ note: "sem açúcar\nportão azul" }));
  });
});

describe("delivery areas", () => {
  it("an area stored under a key that is not its own city and bairro is refused", async () => {
    const areas = { doc: (key: string) => staffAreaDoc(world.staff, key) };
    const saoPaulo = {
      city: "São Paulo",
      bairro: "",
      fee: 0,
      minMinutes: 30,
      maxMinutes: 45,
      minOrder: null,
      freeDeliveryFrom: null,
    };
    await assertFails(areas.doc("recife").set(saoPaulo));
    await assertFails(areas.doc("recife|gracas").set({ ...saoPaulo, city: "Recife" }));
    await assertSucceeds(areas.doc("sao paulo").set(saoPaulo));
  });

  it("an area's fee and minutes are checked, and only staff write it", async () => {
    const recife = {
      city: "Recife",
      bairro: "",
      fee: 5,
      minMinutes: 30,
      maxMinutes: 45,
      minOrder: null,
      freeDeliveryFrom: null,
    };
    const areas = (context = world.staff) => ({
      doc: (key: string) => staffAreaDoc(context, key),
      get: () => context.firestore().collection("deliveryAreas").get(),
    });
    for (const bad of [{ fee: -1 }, { fee: 100.5 }, { fee: 0.1 + 0.2 }, { minMinutes: 50 }, { maxMinutes: 601 }])
      await assertFails(
        areas()
          .doc("recife")
          .set({ ...recife, ...bad }),
      );
    await assertFails(
      areas()
        .doc("recife")
        .set({ ...recife, city: "Recife\u202e" }),
    );
    await assertFails(areas(world.alice).doc("recife").set(recife));
    await assertSucceeds(
      areas()
        .doc("recife")
        .set({ ...recife, fee: 7.25 }),
    );
    await assertSucceeds(areas(world.visitor).get());
  });
});

describe("a customer staff block", () => {
  const blocked = (context = world.staff) => context.firestore().doc("blockedCustomers/alice");

  it("cannot order from then on; other shoppers can", async () => {
    await assertSucceeds(blocked().set({ blockedAt: serverTime() }));
    await assertFails(aliceOrders());
    await assertSucceeds(place(world, world.bob, "bob", order("bob", {}, OTHER_ORDER_ID), OTHER_ORDER_ID));
    await assertSucceeds(blocked().delete());
    await assertSucceeds(aliceOrders());
  });

  it("is blocked and unblocked by staff only", async () => {
    await assertFails(blocked(world.alice).set({ blockedAt: serverTime() }));
    await assertFails(blocked(world.bob).set({ blockedAt: serverTime() }));
    await assertSucceeds(blocked().set({ blockedAt: serverTime() }));
    // Staff's retry of a block that landed writes it again; nobody else may.
    await assertSucceeds(blocked().set({ blockedAt: serverTime() }));
    await assertFails(blocked(world.alice).set({ blockedAt: serverTime() }));
    await assertFails(blocked().set({ blockedAt: serverTime(), note: "spam" }));
    await assertFails(blocked(world.alice).delete());
    await assertFails(blocked(world.alice).get());
    const forged = world.env.authenticatedContext("mallory", tokens.password(DEMO_STAFF_EMAIL));
    await assertFails(blocked(forged).delete());
  });
});
