/**
 * The features' Firebase sides (each feature's *.client.ts) against the emulators: real
 * web SDK clients, anonymous and Google accounts in the Auth emulator, the project's rules.
 */
import { createUserWithEmailAndPassword, linkWithCredential, signInAnonymously, updateEmail } from "firebase/auth";
import { disableNetwork, doc, enableNetwork, setLogLevel, writeBatch } from "firebase/firestore";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";

import { InboxError, NUMBER_TAKEN } from "~/lib/firestore/inbox-error";
import type { OrderActs } from "~/lib/orders/order-acts";
import type { ShopOrder } from "~/lib/orders/shop-order";
import type { SettingsAct } from "~/lib/settings/settings-acts";
import type { StoredSettings } from "~/lib/settings/shop-settings.client";
import { defaultShopSettings } from "~/lib/shop/shop-settings";
import type { TeamMember } from "~/lib/staff/team";

import { type Order, storedOrderSchema } from "../../app/lib/orders/order-schema";
import { clearFirestore, DEMO_STAFF_EMAIL, DEMO_TEAM_EMAIL, PROJECT_ID, seedStaff } from "../../scripts/emulators";
import {
  catalogueLine,
  googleCredential,
  type InboxClient,
  inboxClient,
  ordersInEmulator,
  sampleOrder,
  signInWithEmail,
} from "../../scripts/inbox-clients";
import { Recorder } from "./watch";

const hosts = { authHost: inject("authHost"), firestoreHost: inject("firestoreHost") };
const clients: InboxClient[] = [];
const ID = 1_732_000_000_000;
/** The document id of sampleOrder(ID): its checkout id. */
const DOC = `checkout-${ID}`;

function client(): InboxClient {
  const made = inboxClient(hosts);
  clients.push(made);
  return made;
}

async function staffClient(): Promise<InboxClient> {
  const staff = client();
  await signInWithEmail(staff, DEMO_STAFF_EMAIL);
  return staff;
}

async function rejection(promise: Promise<unknown>): Promise<InboxError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InboxError);
  return error as InboxError;
}

beforeAll(() => {
  // Refused writes are what several tests expect; the SDK would log each one.
  setLogLevel("silent");
});

beforeEach(async () => {
  await clearFirestore(hosts.firestoreHost);
  await seedStaff(hosts.firestoreHost, DEMO_STAFF_EMAIL, "dono");
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((made) => made.close()));
});

describe("sendOrder", () => {
  it("signs a shopper in anonymously and writes the order under its checkout id, with their uid and the server's time", async () => {
    const shopper = client();
    expect(shopper.auth.currentUser).toBeNull();
    const local = { ...sampleOrder(ID), status: "Pendente", payment: null, sentToShop: false } as Order & {
      sentToShop: boolean;
    };
    await expect(shopper.shopperOrders.sendOrder(local)).resolves.toMatchObject({ kind: "created" });
    expect(shopper.auth.currentUser?.isAnonymous).toBe(true);

    const [stored] = await ordersInEmulator(hosts.firestoreHost);
    expect(stored?.id).toBe(DOC);
    expect(stored?.keys.sort()).toEqual([
      "address",
      "callName",
      "cart",
      "changeFor",
      "checkoutId",
      "cpf",
      "createdAt",
      "customerUid",
      "dayNumber",
      "delivery",
      "id",
      "mode",
      "note",
      "payment",
      "paymentMethod",
      "phone",
      "signedIn",
      "status",
      "subtotal",
    ]);
    expect(stored?.signedIn).toBe(false);
    const staff = await staffClient();
    const list = new Recorder<ShopOrder[]>();
    staff.staffOrders.watchShopOrders(list.onValue, list.onError);
    const orders = await list.next((shown) => shown.length === 1);
    expect(orders[0]).toMatchObject({
      docId: DOC,
      id: ID,
      dayNumber: 1,
      checkoutId: DOC,
      customerUid: shopper.auth.currentUser?.uid,
      status: "Pendente",
      address: { cidade: "Recife", origem: "cep" },
      changeFor: 50,
    });
    expect(orders[0]?.createdAt).toBeGreaterThan(0);
  });

  it("sends an order stored by an earlier version (no mode, choices nor origem) with this version's fields", async () => {
    // As a tab of the version before pickup and options stored it, and the outbox reads it back.
    const stored = storedOrderSchema.parse({
      id: ID,
      checkoutId: DOC,
      address: sampleOrder(ID).address,
      paymentMethod: "credito",
      cart: [{ description: "Latte", type: "Tradicional", image: "/coffees/latte.svg", price: 12.5, quantity: 2 }],
      status: "Pendente",
      delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
      inbox: "pending",
    });
    const shopper = client();
    await expect(shopper.shopperOrders.sendOrder(stored)).resolves.toMatchObject({ kind: "created" });
    const staff = await staffClient();
    const list = new Recorder<ShopOrder[]>();
    staff.staffOrders.watchShopOrders(list.onValue, list.onError);
    const [shown] = await list.next((orders) => orders.length === 1);
    expect(shown).toMatchObject({ mode: "delivery", address: { origem: "cep" }, delivery: { fee: 5 } });
    expect(shown?.cart).toEqual([expect.objectContaining({ description: "Latte", quantity: 2, price: 12.5 })]);
  });

  it("keeps the signed-in user: the order is theirs, no anonymous account is made", async () => {
    const shopper = client();
    await signInWithEmail(shopper, "ana@example.com");
    await shopper.shopperOrders.sendOrder(sampleOrder(ID));
    const [stored] = await ordersInEmulator(hosts.firestoreHost);
    expect(stored?.customerUid).toBe(shopper.auth.currentUser?.uid);
    expect(shopper.auth.currentUser?.isAnonymous).toBe(false);
    expect(stored?.signedIn).toBe(true);
  });

  it("marks an order signed in once its anonymous account is linked to Google, as the rules read the token", async () => {
    const shopper = client();
    await signInAnonymously(shopper.auth);
    const { user } = await linkWithCredential(
      shopper.auth.currentUser!,
      googleCredential(`lia.${Date.now()}@example.com`),
    );
    await expect(shopper.shopperOrders.sendOrder(sampleOrder(ID))).resolves.toMatchObject({ kind: "created" });
    const [stored] = await ordersInEmulator(hosts.firestoreHost);
    expect(stored).toMatchObject({ customerUid: user.uid, signedIn: true });
  });

  it("acknowledges a second send of an order that arrived without writing it again", async () => {
    const shopper = client();
    const [first, concurrent] = await Promise.all([
      shopper.shopperOrders.sendOrder(sampleOrder(ID)),
      shopper.shopperOrders.sendOrder(sampleOrder(ID)),
    ]);
    expect([first.kind, concurrent.kind]).toEqual(["created", "created"]);
    // With the number it was given: the outbox keeps it for the order's pages.
    await expect(shopper.shopperOrders.sendOrder(sampleOrder(ID))).resolves.toEqual({
      kind: "already-sent",
      dayNumber: 1,
    });
    const stored = await ordersInEmulator(hosts.firestoreHost);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.updateTime).toBe(stored[0]?.createTime);
  });

  it("acknowledges an order another tab of this device sent first, signed in as another anonymous account", async () => {
    // Two tabs' first sign-ins can race into two accounts; the order's number claim names this device's checkout.
    await expect(client().shopperOrders.sendOrder(sampleOrder(ID))).resolves.toMatchObject({ kind: "created" });
    await expect(client().shopperOrders.sendOrder(sampleOrder(ID))).resolves.toMatchObject({ kind: "already-sent" });
    const stored = await ordersInEmulator(hosts.firestoreHost);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.updateTime).toBe(stored[0]?.createTime);
  });

  it("sends two shoppers' orders of neighbouring milliseconds, both; a number taken is said so, to number anew", async () => {
    await Promise.all([
      client().shopperOrders.sendOrder(sampleOrder(ID, { checkoutId: "first-shopper-checkout-id" })),
      client().shopperOrders.sendOrder(sampleOrder(ID + 1, { checkoutId: "second-shopper-checkout-id" })),
    ]);
    expect((await ordersInEmulator(hosts.firestoreHost)).map((order) => order.id).sort()).toEqual([
      "first-shopper-checkout-id",
      "second-shopper-checkout-id",
    ]);
    // The order number is also the Pix txid: a third order under the first one's is not written,
    // and the outbox is told to number it anew.
    const copied = await rejection(
      client().shopperOrders.sendOrder(sampleOrder(ID, { checkoutId: "third-shopper-checkout-id" })),
    );
    expect(copied.code).toBe(NUMBER_TAKEN);
    expect((await ordersInEmulator(hosts.firestoreHost)).map((order) => order.id)).not.toContain(
      "third-shopper-checkout-id",
    );
  });

  it("holds a second order of one account within 30 s back, with when to send it", async () => {
    const shopper = client();
    await shopper.shopperOrders.sendOrder(sampleOrder(ID));
    const error = await rejection(shopper.shopperOrders.sendOrder(sampleOrder(ID + 1)));
    expect(error).toMatchObject({ kind: "unavailable", code: "held" });
    expect(error.retryInMs).toBeGreaterThan(20_000);
    expect(error.retryInMs).toBeLessThanOrEqual(30_000);
    expect(await ordersInEmulator(hosts.firestoreHost)).toHaveLength(1);
  });

  it("rejects an order the rules refuse, as 'rejected', and stores nothing", async () => {
    const shopper = client();
    const forged = sampleOrder(ID, { cart: [{ ...catalogueLine("Irlandês", 99), price: 0.01 }] });
    const error = await rejection(shopper.shopperOrders.sendOrder(forged));
    expect(error).toMatchObject({ kind: "rejected", code: "permission-denied" });
    expect(await ordersInEmulator(hosts.firestoreHost)).toEqual([]);
  });

  it("rejects another customer's order under the same id, and leaves it as it was", async () => {
    await client().shopperOrders.sendOrder(sampleOrder(ID));
    const error = await rejection(client().shopperOrders.sendOrder(sampleOrder(ID + 1, { checkoutId: DOC })));
    expect(error.kind).toBe("rejected");
    const stored = await ordersInEmulator(hosts.firestoreHost);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.updateTime).toBe(stored[0]?.createTime);
  });

  it("fails as 'unavailable' offline, writing nothing, and sends once the connection returns", async () => {
    const shopper = client();
    await signInWithEmail(shopper, "offline@example.com");
    await disableNetwork(shopper.db);
    expect(await rejection(shopper.shopperOrders.sendOrder(sampleOrder(ID)))).toMatchObject({ kind: "unavailable" });
    expect(await ordersInEmulator(hosts.firestoreHost)).toEqual([]);
    await enableNetwork(shopper.db);
    await expect(shopper.shopperOrders.sendOrder(sampleOrder(ID))).resolves.toMatchObject({ kind: "created" });
    expect((await ordersInEmulator(hosts.firestoreHost)).map((order) => order.id)).toEqual([DOC]);
  });

  it("fails as 'unavailable' when sign-in cannot be reached", async () => {
    const offline = inboxClient({ ...hosts, authHost: "127.0.0.1:1" });
    clients.push(offline);
    const error = await rejection(offline.shopperOrders.sendOrder(sampleOrder(ID)));
    expect(error).toMatchObject({ kind: "unavailable", code: "auth/network-request-failed" });
  });
});

describe("the status, live", () => {
  it("follows staff's changes on the customer's side until staff delete the order", async () => {
    const shopper = client();
    const staff = await staffClient();
    await signInWithEmail(shopper, "bia@example.com");
    await shopper.shopperOrders.sendOrder(sampleOrder(ID));
    const status = new Recorder<string | null>();
    const stop = shopper.shopperOrders.watchOrder(
      DOC,
      (order) => status.onValue(order?.status ?? null),
      status.onError,
    );

    await status.next((value) => value === "Pendente", 0);
    await staff.staffOrders.setOrderStatus(DOC, "Em preparo");
    await status.next((value) => value === "Em preparo", 0);
    await staff.staffOrders.deleteShopOrder({ docId: DOC, customerUid: shopper.auth.currentUser?.uid ?? "" });
    const afterDelete = status.values.indexOf("Em preparo");
    expect(await status.next((value) => value === null, afterDelete)).toBeNull();
    stop();
    // Opened afterwards (a reload): its tombstone says so; an order the shop never had is no such null.
    const later = new Recorder<string | null>();
    const stopLater = shopper.shopperOrders.watchOrder(
      DOC,
      (order) => later.onValue(order?.status ?? null),
      later.onError,
    );
    // This client's cache still holds the order; the server's answer follows.
    expect(await later.next((value) => value === null, 0)).toBeNull();
    stopLater();
    const never = new Recorder<string | null>();
    const stopNever = shopper.shopperOrders.watchOrder(
      "never-sent-order-0000000",
      (order) => never.onValue(order?.status ?? null),
      never.onError,
    );
    await expect(never.first()).rejects.toMatchObject({ code: "permission-denied" });
    stopNever();
  });

  it("brings staff's Pix confirmation to the customer; staff cannot confirm an order paid otherwise", async () => {
    const shopper = client();
    const staff = await staffClient();
    await signInWithEmail(shopper, "edu@example.com");
    await shopper.shopperOrders.sendOrder(sampleOrder(ID, { paymentMethod: "pix", changeFor: null }));
    await client().shopperOrders.sendOrder(sampleOrder(ID + 1));
    const seen = new Recorder<{ status: string; payment: string | null } | null>();
    const stop = shopper.shopperOrders.watchOrder(DOC, seen.onValue, seen.onError);
    // The order as every reader gets it back (parseShopOrder), not a shape of its own.
    expect(await seen.next((order) => order !== null, 0)).toMatchObject({
      docId: DOC,
      id: ID,
      status: "Pendente",
      payment: null,
      paymentMethod: "pix",
    });
    expect(await rejection(shopper.staffOrders.confirmPixPayment(DOC))).toMatchObject({ kind: "rejected" });
    await staff.staffOrders.confirmPixPayment(DOC);
    await seen.next((order) => order?.payment === "Pix recebido", 0);
    expect(await rejection(staff.staffOrders.confirmPixPayment(`checkout-${ID + 1}`))).toMatchObject({
      kind: "rejected",
    });
    stop();
  });

  it("keeps another customer from watching it, or from probing whether it is there", async () => {
    await client().shopperOrders.sendOrder(sampleOrder(ID));
    const other = client();
    await signInWithEmail(other, "carla@example.com");
    for (const docId of [DOC, "no-such-order-is-there-at-all"]) {
      const status = new Recorder<string | null>();
      other.shopperOrders.watchOrder(docId, (order) => status.onValue(order?.status ?? null), status.onError);
      await expect(status.first()).rejects.toMatchObject({ kind: "rejected", code: "permission-denied" });
    }
  });
});

describe("staff", () => {
  it("see the orders in progress and the last day's live, newest to arrive first, and older ones by page", async () => {
    const staff = await staffClient();
    const first = client();
    const second = client();
    await first.shopperOrders.sendOrder(sampleOrder(ID + 5));
    await second.shopperOrders.sendOrder(sampleOrder(ID));
    const list = new Recorder<ShopOrder[]>();
    staff.staffOrders.watchShopOrders(list.onValue, list.onError);
    // Whether the list is the server's, not only the local cache's: /Admin's alerts wait for it.
    const fromServer = new Recorder<boolean>();
    staff.staffOrders.watchShopOrders((_, source) => fromServer.onValue(source.fromServer), fromServer.onError);
    const orders = await list.next((shown) => shown.length === 2);
    expect(orders.map((order) => order.id)).toEqual([ID, ID + 5]);
    expect(orders[0]?.customerUid).toBe(second.auth.currentUser?.uid);
    await expect(fromServer.next((server) => server)).resolves.toBe(true);
    expect((await staff.staffOrders.olderShopOrders(Date.now() + 60_000)).map((order) => order.id)).toEqual([
      ID,
      ID + 5,
    ]);
    expect(await staff.staffOrders.olderShopOrders(Date.now() - 60_000)).toEqual([]);
  });

  it("read a day's orders once, by the server's time, oldest first; a shopper cannot", async () => {
    const staff = await staffClient();
    const shopper = client();
    await shopper.shopperOrders.sendOrder(sampleOrder(ID));
    await client().shopperOrders.sendOrder(sampleOrder(ID + 5));
    const hour = 60 * 60 * 1000;
    const day = await staff.staffOrders.shopOrdersBetween(Date.now() - hour, Date.now() + hour);
    expect(day.map((order) => order.id)).toEqual([ID, ID + 5]);
    expect(await staff.staffOrders.shopOrdersBetween(Date.now() - 2 * hour, Date.now() - hour)).toEqual([]);
    expect((await rejection(shopper.staffOrders.shopOrdersBetween(Date.now() - hour, Date.now() + hour))).kind).toBe(
      "rejected",
    );
  });

  it("are told a day's orders could not be read offline, not shown the cache's empty day", async () => {
    const staff = await staffClient();
    await client().shopperOrders.sendOrder(sampleOrder(ID));
    const hour = 60 * 60 * 1000;
    await disableNetwork(staff.db);
    expect(await rejection(staff.staffOrders.shopOrdersBetween(Date.now() - hour, Date.now() + hour))).toMatchObject({
      kind: "unavailable",
    });
    await enableNetwork(staff.db);
    expect(await staff.staffOrders.shopOrdersBetween(Date.now() - hour, Date.now() + hour)).toHaveLength(1);
  });

  it("are told older orders could not be read offline, not shown the cache's empty page", async () => {
    const staff = await staffClient();
    await client().shopperOrders.sendOrder(sampleOrder(ID));
    await disableNetwork(staff.db);
    expect(await rejection(staff.staffOrders.olderShopOrders(Date.now() + 60_000))).toMatchObject({
      kind: "unavailable",
    });
    await enableNetwork(staff.db);
    expect(await staff.staffOrders.olderShopOrders(Date.now() + 60_000)).toHaveLength(1);
  });

  it("move an order forward and delete it; a customer cannot; a deleted order is not sent again", async () => {
    const shopper = client();
    await shopper.shopperOrders.sendOrder(sampleOrder(ID));
    const staff = await staffClient();
    await staff.staffOrders.setOrderStatus(DOC, "Saiu para entrega");
    expect((await ordersInEmulator(hosts.firestoreHost))[0]?.status).toBe("Saiu para entrega");
    expect(await rejection(staff.staffOrders.setOrderStatus(DOC, "Pendente"))).toMatchObject({ kind: "rejected" });
    expect(await rejection(shopper.staffOrders.setOrderStatus(DOC, "Entregue"))).toMatchObject({ kind: "rejected" });
    const customerUid = shopper.auth.currentUser?.uid ?? "";
    expect(await rejection(shopper.staffOrders.deleteShopOrder({ docId: DOC, customerUid }))).toMatchObject({
      kind: "rejected",
    });
    await staff.staffOrders.deleteShopOrder({ docId: DOC, customerUid });
    expect(await ordersInEmulator(hosts.firestoreHost)).toEqual([]);
    expect(await rejection(staff.staffOrders.setOrderStatus(DOC, "Entregue"))).toMatchObject({ kind: "rejected" });
    // The shopper's outbox sending it again learns it arrived; the shop does not get it back.
    await expect(shopper.shopperOrders.sendOrder(sampleOrder(ID))).resolves.toMatchObject({ kind: "already-sent" });
    expect(await ordersInEmulator(hosts.firestoreHost)).toEqual([]);
  });

  it("name themselves with each change: the order's move and delete, and the settings' save (issue 58)", async () => {
    const shopper = client();
    await shopper.shopperOrders.sendOrder(sampleOrder(ID));
    const staff = await staffClient();
    await staff.staffOrders.setOrderStatus(DOC, "Cancelado");
    const acts = new Recorder<ReadonlyMap<string, OrderActs>>();
    staff.staffOrders.watchOrderActs(acts.onValue, acts.onError);
    const cancelled = (await acts.next((seen) => seen.get(DOC)?.status !== undefined)).get(DOC);
    expect(cancelled?.status?.by).toBe(DEMO_STAFF_EMAIL);
    expect(Math.abs((cancelled?.status?.at ?? 0) - Date.now())).toBeLessThan(60_000);
    await staff.staffOrders.deleteShopOrder({ docId: DOC, customerUid: shopper.auth.currentUser?.uid ?? "" });
    expect((await acts.next((seen) => seen.get(DOC)?.deleted !== undefined)).get(DOC)?.deleted?.by).toBe(
      DEMO_STAFF_EMAIL,
    );
    await staff.shopSettings.saveShopSettings({ paused: true });
    const last = new Recorder<SettingsAct | null>();
    staff.shopSettings.watchLastSettingsAct(last.onValue, last.onError);
    expect(await last.next((act) => act !== null)).toMatchObject({ by: DEMO_STAFF_EMAIL, section: "paused" });
    // A shopper reads neither.
    const denied = new Recorder<SettingsAct | null>();
    shopper.shopSettings.watchLastSettingsAct(denied.onValue, denied.onError);
    expect(
      await denied.first().then(
        () => null,
        (error: unknown) => error,
      ),
    ).toMatchObject({ code: "permission-denied" });
  });

  it("are a verified Google e-mail with a staff document: the app says what the rules say, role included", async () => {
    const staff = await staffClient();
    expect(await staff.staffTeam.staffRole(DEMO_STAFF_EMAIL)).toBe("dono");
    const other = client();
    await signInWithEmail(other, "dani@example.com");
    expect(await other.staffTeam.staffRole("dani@example.com")).toBeNull();
    expect(await other.staffTeam.staffRole(DEMO_STAFF_EMAIL)).toBeNull();
    expect(await client().staffTeam.staffRole(DEMO_STAFF_EMAIL)).toBeNull();

    // Staff members who have not signed in yet: their e-mails are free to claim with another provider.
    const manager = "gerente@cafeteria.test";
    const cashier = "caixa@cafeteria.test";
    await seedStaff(hosts.firestoreHost, manager, "dono");
    await seedStaff(hosts.firestoreHost, cashier, "equipe");
    const withPassword = client();
    await createUserWithEmailAndPassword(withPassword.auth, manager, "uma-senha-qualquer");
    const anonymous = client();
    await signInAnonymously(anonymous.auth);
    const anonymousUser = anonymous.auth.currentUser;
    if (!anonymousUser) throw new Error("not signed in");
    await updateEmail(anonymousUser, cashier);
    await anonymousUser.getIdToken(true);

    for (const forged of [other, withPassword, anonymous]) {
      const list = new Recorder<ShopOrder[]>();
      forged.staffOrders.watchShopOrders(list.onValue, list.onError);
      await expect(list.first()).rejects.toMatchObject({ kind: "rejected", code: "permission-denied" });
    }
    expect(await withPassword.staffTeam.staffRole(manager)).toBeNull();
    expect(await anonymous.staffTeam.staffRole(cashier)).toBeNull();
  });
});

describe("the team", () => {
  it("Equipe pauses a shop whose Dono never saved settings: the app's first save is one the rules take", async () => {
    await seedStaff(hosts.firestoreHost, DEMO_TEAM_EMAIL, "equipe");
    const team = client();
    await signInWithEmail(team, DEMO_TEAM_EMAIL);
    await team.shopSettings.saveShopSettings({ paused: true });
    await expect(rejection(team.shopSettings.saveShopSettings({ tables: 2 }))).resolves.toMatchObject({
      code: "permission-denied",
    });
  });

  it("a Dono adds an e-mail as Equipe, changes it to Dono and removes it; Equipe is refused and lists nobody", async () => {
    const owner = await staffClient();
    await seedStaff(hosts.firestoreHost, DEMO_TEAM_EMAIL, "equipe");
    const team = client();
    await signInWithEmail(team, DEMO_TEAM_EMAIL);
    expect(await team.staffTeam.staffRole(DEMO_TEAM_EMAIL)).toBe("equipe");

    const listed = new Recorder<TeamMember[]>();
    owner.staffTeam.watchTeam(listed.onValue, listed.onError);
    expect((await listed.first()).map(({ email, role }) => `${email} ${role}`).sort()).toEqual([
      `${DEMO_STAFF_EMAIL} dono`,
      `${DEMO_TEAM_EMAIL} equipe`,
    ]);
    expect(await owner.staffTeam.setMember("bia@gmail.com", "equipe", DEMO_STAFF_EMAIL)).toBe("added");
    expect(await owner.staffTeam.setMember("bia@gmail.com", "dono", DEMO_STAFF_EMAIL)).toBe("changed");
    await owner.staffTeam.removeMember("bia@gmail.com");

    const refused = await rejection(team.staffTeam.setMember("bia@gmail.com", "dono", DEMO_TEAM_EMAIL));
    expect(refused).toMatchObject({ kind: "rejected", code: "permission-denied" });
    const teamList = new Recorder<TeamMember[]>();
    team.staffTeam.watchTeam(teamList.onValue, teamList.onError);
    // The cache may show Equipe its own document first: the server's refusal follows.
    await expect(teamList.next(() => false)).rejects.toMatchObject({ kind: "rejected" });
    // The Dono's own document: refused, so the shop always keeps one.
    await expect(rejection(owner.staffTeam.removeMember(DEMO_STAFF_EMAIL))).resolves.toMatchObject({
      code: "permission-denied",
    });
  });
});

/** An order of `uid` written past the rules, a minute old (staff or a flood would have made it). */
async function seedOwnOrder(uid: string, docId: string): Promise<void> {
  const url = `http://${hosts.firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/orders/${docId}`;
  const response = await fetch(url, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({
      fields: {
        customerUid: { stringValue: uid },
        status: { stringValue: "Pendente" },
        createdAt: { timestampValue: new Date(Date.now() - 60_000).toISOString() },
      },
    }),
  });
  if (!response.ok) throw new Error(`Seeding ${docId} failed: HTTP ${response.status}`);
}

describe("an anonymous shopper's orders moving to their Google account", () => {
  async function anonymousWithOrders(
    count: number,
  ): Promise<{ uid: string; docIds: string[]; anonymous: InboxClient }> {
    const anonymous = client();
    await signInAnonymously(anonymous.auth);
    const uid = anonymous.auth.currentUser?.uid ?? "";
    const docIds = Array.from({ length: count }, (_, i) => `moving-order-${String(i).padStart(2, "0")}-of-${uid}`);
    for (const docId of docIds) await seedOwnOrder(uid, docId);
    return { uid, docIds, anonymous };
  }

  const ownersOf = async (docIds: readonly string[]) => {
    const stored = await ordersInEmulator(hosts.firestoreHost);
    return docIds.map((docId) => stored.find((order) => order.id === docId)?.customerUid);
  };

  it("finish the rest when a first try moved some of them, and spend the ticket", async () => {
    const { docIds, anonymous } = await anonymousWithOrders(12);
    const move = await anonymous.orderMoves.prepareOrderMove("gui@example.com");
    expect(move?.docIds.sort()).toEqual(docIds);
    const google = client();
    await signInWithEmail(google, "gui@example.com");
    const googleUid = google.auth.currentUser?.uid;
    if (!move || !googleUid) throw new Error("no move");
    // A first try's batch of 10 went through before the connection dropped.
    const firstBatch = writeBatch(google.db);
    for (const docId of move.docIds.slice(0, 10))
      firstBatch.update(doc(google.db, "orders", docId), { customerUid: googleUid, movedBy: move.ticket });
    await firstBatch.commit();
    await google.orderMoves.finishOrderMove(move);
    expect(await ownersOf(docIds)).toEqual(docIds.map(() => googleUid));
    const moved = (await ordersInEmulator(hosts.firestoreHost)).filter((order) => docIds.includes(order.id));
    expect(moved.map((order) => order.signedIn)).toEqual(docIds.map(() => true));
    const ticket = `http://${hosts.firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/orderMoves/${move.ticket}`;
    expect((await fetch(ticket, { headers: { Authorization: "Bearer owner" } })).status).toBe(404);
  });

  it("move every order left when staff deleted one of them first", async () => {
    const { docIds, anonymous } = await anonymousWithOrders(3);
    const move = await anonymous.orderMoves.prepareOrderMove("hugo@example.com");
    if (!move) throw new Error("no move");
    const [deleted, ...kept] = docIds;
    const url = `http://${hosts.firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/orders/${deleted}`;
    await fetch(url, { method: "DELETE", headers: { Authorization: "Bearer owner" } });
    const google = client();
    await signInWithEmail(google, "hugo@example.com");
    await google.orderMoves.finishOrderMove(move);
    expect(await ownersOf(kept)).toEqual(kept.map(() => google.auth.currentUser?.uid));
  });

  it("stay with the account linked to Google, and earn stamps from then on", async () => {
    const shopper = client();
    await expect(shopper.shopperOrders.sendOrder(sampleOrder(ID))).resolves.toMatchObject({ kind: "created" });
    expect((await ordersInEmulator(hosts.firestoreHost))[0]?.signedIn).toBe(false);
    await linkWithCredential(shopper.auth.currentUser!, googleCredential(`kai.${Date.now()}@example.com`));
    await shopper.orderMoves.markOrdersSignedIn();
    expect((await ordersInEmulator(hosts.firestoreHost))[0]).toMatchObject({ id: DOC, signedIn: true });
  });

  it("go only to the e-mail the ticket names", async () => {
    const { uid, docIds, anonymous } = await anonymousWithOrders(1);
    const move = await anonymous.orderMoves.prepareOrderMove("ines@example.com");
    if (!move) throw new Error("no move");
    const someoneElse = client();
    await signInWithEmail(someoneElse, "joao@example.com");
    await someoneElse.orderMoves.finishOrderMove(move);
    expect(await ownersOf(docIds)).toEqual([uid]);
  });
});

describe("the shop's settings", () => {
  it("two staff members saving different things at once both keep their change", async () => {
    const [first, second] = [await staffClient(), await staffClient()];
    await Promise.all([
      first.shopSettings.saveShopSettings({ paused: true }),
      second.shopSettings.saveShopSettings({ soldOut: { description: "Latte", available: false } }),
    ]);
    await Promise.all([
      first.shopSettings.saveShopSettings({ soldOut: { description: "Cubano", available: false } }),
      second.shopSettings.saveShopSettings({
        hours: [null, { opens: 420, closes: 1200 }, null, null, null, null, null],
      }),
    ]);
    const stored = new Recorder<StoredSettings>();
    first.shopSettings.watchShopSettings(stored.onValue, stored.onError);
    const { settings, areas } = await stored.first();
    expect(settings).toMatchObject({
      paused: true,
      soldOut: expect.arrayContaining(["Latte", "Cubano"]) as unknown,
      hours: [null, { opens: 420, closes: 1200 }, null, null, null, null, null],
    });
    // The first save wrote the default areas as documents, under their keys.
    expect(areas.map((area) => area.id).sort()).toEqual(["jaboatao dos guararapes", "olinda", "recife"]);
  });

  it("two staff members saving the same setting: the last one wins, and says so when it replaced a change it had not seen", async () => {
    const [first, second] = [await staffClient(), await staffClient()];
    const { hours: defaults, deliveryAreas } = defaultShopSettings;
    const mornings = [null, { opens: 420, closes: 720 }, null, null, null, null, null];
    const evenings = [null, { opens: 1080, closes: 1380 }, null, null, null, null, null];
    // Both loaded the defaults; the first saves, then the second, over a change it never saw.
    await expect(first.shopSettings.saveShopSettings({ hours: mornings, seen: defaults })).resolves.toEqual({
      overwrote: false,
    });
    await expect(second.shopSettings.saveShopSettings({ hours: evenings, seen: defaults })).resolves.toEqual({
      overwrote: true,
    });
    // Having seen the second's hours, the first's next save replaces nothing unseen.
    await expect(first.shopSettings.saveShopSettings({ hours: mornings, seen: evenings })).resolves.toEqual({
      overwrote: false,
    });
    // The same value saved twice replaces nothing.
    await expect(second.shopSettings.saveShopSettings({ hours: mornings, seen: defaults })).resolves.toEqual({
      overwrote: false,
    });
    const stored = new Recorder<StoredSettings>();
    first.shopSettings.watchShopSettings(stored.onValue, stored.onError);
    expect((await stored.first()).settings).toMatchObject({ hours: mornings });

    // The areas alike.
    const olindaCheaper = deliveryAreas.map((area) => (area.city === "Olinda" ? { ...area, fee: 6 } : area));
    const recifeDearer = deliveryAreas.map((area) => (area.city === "Recife" ? { ...area, fee: 7 } : area));
    await expect(
      first.shopSettings.saveShopSettings({ deliveryAreas: olindaCheaper, seen: deliveryAreas }),
    ).resolves.toEqual({
      overwrote: false,
    });
    await expect(
      second.shopSettings.saveShopSettings({ deliveryAreas: recifeDearer, seen: deliveryAreas }),
    ).resolves.toEqual({
      overwrote: true,
    });
  });
});
