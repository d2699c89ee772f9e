/**
 * What the rules tests share: the emulator's test environment with firestore.rules, clients with
 * the ID tokens Firebase Auth would sign, an honest order, and the batch the app writes with it.
 */
import "firebase/compat/firestore";

import { readFileSync } from "node:fs";

import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";

import { toCartLine } from "~/lib/cart/cart";
import { MAX_ORDER_UNITS } from "~/lib/cart/cart-quantity";
import { findProduct } from "~/lib/catalogue/catalogue";
import { optionGroupsOf } from "~/lib/catalogue/catalogue-options";
import { checkChoices, type Choices } from "~/lib/catalogue/options";
import { cartLineText, FIELD_SEPARATOR, PRICE_MARK, PRICE_UNIT_CENTS, priceRun } from "~/lib/orders/order-line-text";
import { shopDay } from "~/lib/orders/order-quota";

import { clearFirestore, DEMO_STAFF_EMAIL, DEMO_TEAM_EMAIL, PROJECT_ID } from "../../scripts/emulators";

export type Data = Record<string, unknown>;

/** A checkout id as the app makes them: 24 random hex digits. */
export const ORDER_ID = "0a1b2c3d4e5f60718293a4b5";
export const OTHER_ORDER_ID = "ffeeddccbbaa998877665544";
/** The order's own timestamp: a field for display and sorting, no longer its document id. */
const ORDER_TIME = 1_732_000_000_000;

/** Each checkout id its own order number, as each device numbers its own orders. */
export function orderNumberOf(id: string): number {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) % 1_000_000;
  return ORDER_TIME + hash;
}

export const serverTime = () => firebase.firestore.FieldValue.serverTimestamp();

/**
 * A line of the catalogue as the order document stores it ("quantity␟description␟base␟group…",
 * order-line-text.ts), with its choices (the product's defaults when none); overrides forge a field:
 * the description, or the base price (as marks when it can be written so, else as it is).
 */
export function line(
  description = "Latte",
  quantity: unknown = 2,
  overrides: { description?: string; price?: unknown; choices?: Choices } = {},
): string {
  const product = findProduct(description);
  if (!product) throw new Error(`${description} is not in the catalogue`);
  if (overrides.choices && !checkChoices(optionGroupsOf(product), overrides.choices).ok)
    throw new Error(`${JSON.stringify(overrides.choices)} are not choices of ${description}`);
  const text = cartLineText(toCartLine(product, 0, overrides.choices));
  const [, , base = "", ...slots] = text.split(FIELD_SEPARATOR);
  const price = overrides.price;
  const forgedBase =
    price === undefined
      ? base
      : typeof price === "number" && Number.isInteger((price * 100) / PRICE_UNIT_CENTS) && price < 1000
        ? priceRun(price)
        : String(price);
  return [String(quantity), overrides.description ?? description, forgedBase, ...slots].join(FIELD_SEPARATOR);
}

/** MAX_ORDER_UNITS spread over `count` lines, the first taking what does not divide: an order at its most units. */
export function unitsOver(count: number): number[] {
  const each = Math.floor(MAX_ORDER_UNITS / count);
  return Array.from({ length: count }, (_, index) => each + (index < MAX_ORDER_UNITS % count ? 1 : 0));
}

export function address(overrides: Data = {}): Data {
  return {
    rua: "Rua do Bom Jesus",
    bairro: "Recife Antigo",
    cidade: "Recife",
    uf: "PE",
    numero: "125",
    complemento: "Apto 3",
    cep: "50030170",
    origem: "cep",
    ...overrides,
  };
}

/** The sum of a cart's lines, in reais, as the app states it; 0 for anything else. */
function subtotalOf(cart: unknown): number {
  if (!Array.isArray(cart)) return 0;
  // As the rules' cartTotal: each line's marks (its base and options) times its quantity.
  const cents = cart.reduce<number>((sum, text) => {
    if (typeof text !== "string") return sum;
    const [quantity = "", ...rest] = text.split(FIELD_SEPARATOR);
    const marks = [...rest.join("")].filter((character) => character === PRICE_MARK).length;
    const line = marks * PRICE_UNIT_CENTS * Number(quantity);
    return Number.isFinite(line) ? sum + line : sum;
  }, 0);
  return cents / 100;
}

/** An order as the app writes it; its `subtotal` follows the cart unless the overrides give one. */
export function order(customerUid: string, overrides: Data = {}, id = ORDER_ID): Data {
  const data: Data = {
    id: orderNumberOf(id),
    checkoutId: id,
    mode: "delivery",
    address: address(),
    paymentMethod: "credito",
    changeFor: null,
    cart: [line()],
    status: "Pendente",
    payment: null,
    createdAt: serverTime(),
    customerUid,
    // Whether a Google account placed it: only such an order earns stamps. False is every account's to write.
    signedIn: false,
    // Rua do Bom Jesus is in Recife: the default area's fee and time.
    delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
    note: "",
    callName: "",
    phone: "",
    cpf: "",
    ...overrides,
  };
  return "subtotal" in overrides ? data : { ...data, subtotal: subtotalOf(data.cart) };
}

export function without(data: Data, key: string): Data {
  const { [key]: _dropped, ...rest } = data;
  return rest;
}

/** The ID token claims of each kind of account. */
export const tokens = {
  anonymous: { firebase: { sign_in_provider: "anonymous", identities: {} } } satisfies TokenOptions,
  google: (email: string, verified = true): TokenOptions => ({
    email,
    email_verified: verified,
    firebase: { sign_in_provider: "google.com", identities: { "google.com": ["1"], email: [email] } },
  }),
  password: (email: string): TokenOptions => ({
    email,
    email_verified: true,
    firebase: { sign_in_provider: "password", identities: { email: [email] } },
  }),
};

interface RulesWorld {
  env: RulesTestEnvironment;
  alice: RulesTestContext; // an anonymous shopper
  bob: RulesTestContext; // another shopper, signed in with Google
  staff: RulesTestContext; // a Dono
  team: RulesTestContext; // staff of the role Equipe
  visitor: RulesTestContext; // not signed in
}

async function rulesWorld(): Promise<RulesWorld> {
  // Most of these writes are meant to be refused; the SDK would log each one.
  setLogLevel("silent");
  const [host = "", port = ""] = inject("firestoreHost").split(":");
  const env = await initializeTestEnvironment({
    // A project per worker: files run side by side, each clearing only its own project's data.
    projectId: `${PROJECT_ID}-rules-${process.env.VITEST_POOL_ID ?? "1"}`,
    firestore: { host, port: Number(port), rules: readFileSync("firestore.rules", "utf8") },
  });
  return {
    env,
    alice: env.authenticatedContext("alice", tokens.anonymous),
    bob: googleContext(env, "bob", "bob@example.com"),
    staff: googleContext(env, "staff-1", DEMO_STAFF_EMAIL, { staff: true }),
    team: googleContext(env, "staff-2", DEMO_TEAM_EMAIL, { staff: true }),
    visitor: env.unauthenticatedContext(),
  };
}

/** Each Google context's e-mail, which the acts of its staff changes name; and which are staff's. */
const contextEmails = new WeakMap<RulesTestContext, string>();
const staffContexts = new WeakSet<RulesTestContext>();

export function googleContext(
  env: RulesTestEnvironment,
  uid: string,
  email: string,
  { staff = false } = {},
): RulesTestContext {
  const context = env.authenticatedContext(uid, tokens.google(email));
  contextEmails.set(context, email);
  if (staff) staffContexts.add(context);
  return context;
}

/** The act the app writes beside a staff change of an order (app/lib/orders/order-acts.ts): who, now. */
function orderActFor(context: RulesTestContext, change: Data): Data {
  const by = contextEmails.get(context) ?? "";
  return {
    at: serverTime(),
    ...("status" in change ? { statusBy: by, statusAt: serverTime() } : {}),
    ...("payment" in change ? { paymentBy: by, paymentAt: serverTime() } : {}),
  };
}

interface Batch {
  set(ref: unknown, data: Data, options: { merge: true }): unknown;
}

/** In a batch the test builds: the act of staff's change of the order `id` (a shopper's change has none). */
export function addOrderAct(batch: Batch, context: RulesTestContext, id: string, change: Data): void {
  if (staffContexts.has(context))
    batch.set(context.firestore().doc(`orderActs/${id}`), orderActFor(context, change), { merge: true });
}

/** Staff's change of an order as the app writes it: the change and its act, in one batch. */
export function staffOrderDoc(context: RulesTestContext, id = ORDER_ID) {
  return {
    update(change: Data): Promise<void> {
      const db = context.firestore();
      const batch = db.batch();
      batch.update(db.doc(`orders/${id}`), change);
      batch.set(db.doc(`orderActs/${id}`), orderActFor(context, change), { merge: true });
      return batch.commit();
    },
  };
}

/** Staff's save of the shop's settings (or, in `also`, of its areas) as the app writes it: with its act. */
export function staffSettingsDoc(context: RulesTestContext, section = "paused") {
  const db = context.firestore();
  const act = () => ({ by: contextEmails.get(context) ?? "", at: serverTime(), section });
  const write = (change: (batch: ReturnType<typeof db.batch>) => void): Promise<void> => {
    const batch = db.batch();
    change(batch);
    batch.set(db.doc("shopActs/last"), act());
    return batch.commit();
  };
  return {
    get: () => db.doc("shop/settings").get(),
    set: (data: object) => write((batch) => batch.set(db.doc("shop/settings"), data)),
    update: (data: Data) => write((batch) => batch.update(db.doc("shop/settings"), data)),
    write,
  };
}

/** Staff's save of one delivery area as the app writes it: with its act. */
export function staffAreaDoc(context: RulesTestContext, key: string) {
  const { write } = staffSettingsDoc(context, "deliveryAreas");
  const ref = context.firestore().doc(`deliveryAreas/${key}`);
  return {
    get: () => ref.get(),
    set: (data: object) => write((batch) => batch.set(ref, data)),
    update: (data: Data) => write((batch) => batch.update(ref, data)),
    delete: () => write((batch) => batch.delete(ref)),
  };
}

/**
 * The world of a test file: made before its tests, cleaned up after them, and reset to a clean
 * emulator with the demo staff before each. Filled in by beforeAll.
 */
export function rulesWorldPerTest(): RulesWorld {
  const world = {} as RulesWorld;
  beforeAll(async () => {
    Object.assign(world, await rulesWorld());
  });
  afterAll(async () => {
    await world.env?.cleanup();
  });
  beforeEach(() => resetWorld(world));
  return world;
}

/** A clean emulator with the demo staff: a Dono and an Equipe account. */
async function resetWorld({ env }: RulesWorld): Promise<void> {
  // The project's own clear, which retries the emulator's passing failures (rules-unit-testing's does not).
  await clearFirestore(inject("firestoreHost"), env.projectId);
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).set({ email: DEMO_STAFF_EMAIL, role: "dono" });
    await context.firestore().doc(`staff/${DEMO_TEAM_EMAIL}`).set({ email: DEMO_TEAM_EMAIL, role: "equipe" });
  });
}

export const orderDoc = (context: RulesTestContext, id = ORDER_ID) => context.firestore().doc(`orders/${id}`);
const quotaDoc = (context: RulesTestContext, uid: string) => context.firestore().doc(`orderQuotas/${uid}`);

/** The account's quota as stored, read past the rules. */
async function storedQuota(env: RulesTestEnvironment, uid: string): Promise<Data | undefined> {
  let data: Data | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await quotaDoc(context, uid).get()).data();
  });
  return data;
}

/** The quota document the app writes beside an order: this order, now, one more today. */
export async function nextQuota(env: RulesTestEnvironment, uid: string, id: string): Promise<Data> {
  const today = shopDay(Date.now());
  const previous = await storedQuota(env, uid);
  const dayCount = previous && previous.day === today ? Number(previous.dayCount) + 1 : 1;
  return { lastOrderAt: serverTime(), lastOrderId: id, day: today, dayCount };
}

/** The shop's day an order is counted in, as the app counts it: its slot's, else today's. */
export function orderDayOf(data: Data): number {
  const at = data.scheduledFor instanceof firebase.firestore.Timestamp ? data.scheduledFor.toMillis() : Date.now();
  return shopDay(at);
}

/**
 * What the app adds to an order's batch for its short number: its day's count moved on to it. Answers the order
 * with that number, unless `data` forges one; `forged` changes the count's document.
 */
export async function countInDay(
  env: RulesTestEnvironment,
  batch: firebase.firestore.WriteBatch,
  db: firebase.firestore.Firestore,
  data: Data,
  id: string,
  forged: Data = {},
): Promise<Data> {
  const day = orderDayOf(data);
  let stored: Data | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    stored = (await context.firestore().doc(`orderDays/${day}`).get()).data();
  });
  const count = Number(stored?.count ?? 0) + 1;
  batch.set(db.doc(`orderDays/${day}`), { count, lastOrderId: id, ...forged });
  return { dayNumber: count, ...data };
}

/** What the app does: the order, the claim of its number, its day's count and its account's quota in one batch. */
export async function place(
  { env }: RulesWorld,
  context: RulesTestContext,
  uid: string,
  data: Data,
  id = ORDER_ID,
  quota?: Data,
): Promise<void> {
  const db = context.firestore();
  const batch = db.batch();
  batch.set(db.doc(`orders/${id}`), await countInDay(env, batch, db, data, id));
  batch.set(db.doc(`orderNumbers/${String(data.id)}`), { checkoutId: id });
  batch.set(db.doc(`orderQuotas/${uid}`), quota ?? (await nextQuota(env, uid, id)));
  await batch.commit();
}

/** The account last ordered `secondsAgo` ago, `dayCount` orders today so far. */
export async function setQuota(
  { env }: RulesWorld,
  uid: string,
  { secondsAgo, dayCount }: { secondsAgo: number; dayCount: number },
): Promise<void> {
  const at = Date.now() - secondsAgo * 1000;
  await env.withSecurityRulesDisabled(async (context) => {
    await quotaDoc(context, uid).set({
      lastOrderAt: firebase.firestore.Timestamp.fromMillis(at),
      lastOrderId: "earlier-order-of-this-account",
      day: shopDay(at),
      dayCount,
    });
  });
}

/** An order already in the shop, written past the rules; placed by a Google account unless `signedIn` says not. */
export async function seedOrder(
  { env }: RulesWorld,
  customerUid: string,
  id = ORDER_ID,
  status = "Pendente",
  { signedIn = true } = {},
) {
  await env.withSecurityRulesDisabled(async (context) => {
    await orderDoc(context, id).set({ ...order(customerUid, { status, signedIn }, id) });
  });
}

/**
 * Staff's delete, as the app makes it: the order goes, its tombstone stays with its number and products' value,
 * read from the order; `forged` changes the tombstone.
 */
export async function staffDeletes(
  { staff }: RulesWorld,
  customerUid: string,
  id = ORDER_ID,
  forged: Data = {},
): Promise<void> {
  const db = staff.firestore();
  const existing: Data = (await db.doc(`orders/${id}`).get()).data() ?? {};
  const batch = db.batch();
  batch.delete(db.doc(`orders/${id}`));
  const tombstone = { customerUid, number: existing.id, subtotal: existing.subtotal, deletedAt: serverTime() };
  batch.set(db.doc(`deletedOrders/${id}`), { ...tombstone, ...forged });
  const act = { at: serverTime(), deletedBy: contextEmails.get(staff) ?? "", deletedAt: serverTime() };
  batch.set(db.doc(`orderActs/${id}`), act, { merge: true });
  await batch.commit();
}

/** A coupon's terms as staff create them in "Cupons": what anyone reads by the code. */
export function terms(code: string, overrides: Data = {}): Data {
  return {
    code,
    kind: "percent",
    value: 10,
    maxDiscount: null,
    minOrder: null,
    validUntil: null,
    firstOrderOnly: false,
    perCustomer: 1,
    forListed: false,
    active: true,
    createdAt: serverTime(),
    ...overrides,
  };
}

/** A coupon's count as staff create it beside its terms: staff's only to read. */
export function couponCount(overrides: Data = {}): Data {
  return { totalLimit: null, uses: 0, lastOrderId: null, ...overrides };
}

const countKeys = new Set(Object.keys(couponCount()));

/** A coupon written past the rules: `overrides` of the count's fields go to its count, the rest to its terms. */
export async function seedCoupon(env: RulesTestEnvironment, code: string, overrides: Data = {}): Promise<void> {
  const split = (count: boolean) =>
    Object.fromEntries(Object.entries(overrides).filter(([key]) => countKeys.has(key) === count));
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const now = firebase.firestore.Timestamp.now();
    await db.doc(`coupons/${code}`).set(terms(code, { createdAt: now, ...split(false) }));
    await db.doc(`couponCounts/${code}`).set(couponCount(split(true)));
  });
}
