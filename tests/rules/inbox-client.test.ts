/**
 * The inbox's Firebase side (app/lib/inbox/firestore.client.ts) against the emulators: real
 * web SDK clients, anonymous and Google accounts in the Auth emulator, the project's rules.
 */
import { disableNetwork, enableNetwork, setLogLevel } from "firebase/firestore";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";

import { InboxError, type ShopOrder } from "~/lib/inbox/documents";
import type { Order } from "~/lib/schemas";

import { clearFirestore, DEMO_STAFF_EMAIL, seedStaff } from "../../scripts/emulators";
import {
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
  await seedStaff(hosts.firestoreHost, DEMO_STAFF_EMAIL);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((made) => made.close()));
});

describe("sendOrder", () => {
  it("signs a shopper in anonymously and writes the order's fields, their uid and the server's time", async () => {
    const shopper = client();
    expect(shopper.auth.currentUser).toBeNull();
    const local = { ...sampleOrder(ID), status: "Pendente", payment: null, sentToShop: false } as Order & {
      sentToShop: boolean;
    };
    await expect(shopper.inbox.sendOrder(local)).resolves.toBe("created");
    expect(shopper.auth.currentUser?.isAnonymous).toBe(true);

    const [stored] = await ordersInEmulator(hosts.firestoreHost);
    expect(stored?.keys.sort()).toEqual([
      "address",
      "cart",
      "changeFor",
      "checkoutId",
      "createdAt",
      "customerUid",
      "id",
      "payment",
      "paymentMethod",
      "status",
    ]);
    const staff = await staffClient();
    const list = new Recorder<ShopOrder[]>();
    staff.inbox.watchShopOrders(list.onValue, list.onError);
    const orders = await list.next((shown) => shown.length === 1);
    expect(orders[0]).toMatchObject({
      id: ID,
      checkoutId: `checkout-${ID}`,
      customerUid: shopper.auth.currentUser?.uid,
      status: "Pendente",
      address: { cidade: "Recife", origem: "cep" },
      changeFor: 50,
    });
    expect(orders[0]?.createdAt).toBeGreaterThan(0);
  });

  it("keeps the signed-in user: the order is theirs, no anonymous account is made", async () => {
    const shopper = client();
    await signInWithEmail(shopper, "ana@example.com");
    await shopper.inbox.sendOrder(sampleOrder(ID));
    const [stored] = await ordersInEmulator(hosts.firestoreHost);
    expect(stored?.customerUid).toBe(shopper.auth.currentUser?.uid);
    expect(shopper.auth.currentUser?.isAnonymous).toBe(false);
  });

  it("acknowledges a second send of an order that arrived without writing it again", async () => {
    const shopper = client();
    const [first, concurrent] = await Promise.all([
      shopper.inbox.sendOrder(sampleOrder(ID)),
      shopper.inbox.sendOrder(sampleOrder(ID)),
    ]);
    expect([first, concurrent]).toEqual(["created", "created"]);
    await expect(shopper.inbox.sendOrder(sampleOrder(ID))).resolves.toBe("already-sent");
    const stored = await ordersInEmulator(hosts.firestoreHost);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.updateTime).toBe(stored[0]?.createTime);
  });

  it("rejects an order the rules refuse, as 'rejected', and stores nothing", async () => {
    const shopper = client();
    const tooMany = sampleOrder(ID, {
      cart: [{ description: "Latte", type: "Tradicional", image: "/coffees/latte.svg", price: 9.9, quantity: 100 }],
    });
    const error = await rejection(shopper.inbox.sendOrder(tooMany));
    expect(error).toMatchObject({ kind: "rejected", code: "permission-denied" });
    expect(await ordersInEmulator(hosts.firestoreHost)).toEqual([]);
  });

  it("rejects another customer's order under the same id, and leaves it as it was", async () => {
    await client().inbox.sendOrder(sampleOrder(ID));
    const error = await rejection(client().inbox.sendOrder(sampleOrder(ID, { checkoutId: "someone-else" })));
    expect(error.kind).toBe("rejected");
    const stored = await ordersInEmulator(hosts.firestoreHost);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.updateTime).toBe(stored[0]?.createTime);
  });

  it("waits while offline and arrives, once, when the connection returns", async () => {
    const shopper = client();
    await shopper.inbox.sendOrder(sampleOrder(ID));
    await disableNetwork(shopper.db);
    let settled = false;
    const sending = shopper.inbox.sendOrder(sampleOrder(ID + 1)).finally(() => (settled = true));
    expect((await ordersInEmulator(hosts.firestoreHost)).map((order) => order.id)).toEqual([String(ID)]);
    expect(settled).toBe(false);
    await enableNetwork(shopper.db);
    await expect(sending).resolves.toBe("created");
    expect((await ordersInEmulator(hosts.firestoreHost)).map((order) => order.id).sort()).toEqual([
      String(ID),
      String(ID + 1),
    ]);
  });

  it("fails as 'unavailable' when sign-in cannot be reached", async () => {
    const offline = inboxClient({ ...hosts, authHost: "127.0.0.1:1" });
    clients.push(offline);
    const error = await rejection(offline.inbox.sendOrder(sampleOrder(ID)));
    expect(error).toMatchObject({ kind: "unavailable", code: "auth/network-request-failed" });
  });
});

describe("the status, live", () => {
  it("follows staff's changes on the customer's side, from before the order arrives until it is deleted", async () => {
    const shopper = client();
    const staff = await staffClient();
    await signInWithEmail(shopper, "bia@example.com");
    const status = new Recorder<string | null>();
    const stop = shopper.inbox.watchOrder(ID, (order) => status.onValue(order?.status ?? null), status.onError);

    expect(await status.first()).toBeNull();
    await shopper.inbox.sendOrder(sampleOrder(ID));
    await status.next((value) => value === "Pendente", 0);
    await staff.inbox.setOrderStatus(ID, "Em preparo");
    await status.next((value) => value === "Em preparo", 0);
    await staff.inbox.deleteShopOrder(ID);
    const afterDelete = status.values.indexOf("Em preparo");
    expect(await status.next((value) => value === null, afterDelete)).toBeNull();
    stop();
  });

  it("brings staff's Pix confirmation to the customer; staff cannot confirm an order paid otherwise", async () => {
    const shopper = client();
    const staff = await staffClient();
    await signInWithEmail(shopper, "edu@example.com");
    await shopper.inbox.sendOrder(sampleOrder(ID, { paymentMethod: "pix", changeFor: null }));
    await shopper.inbox.sendOrder(sampleOrder(ID + 1));
    const seen = new Recorder<{ status: string; payment: string | null } | null>();
    const stop = shopper.inbox.watchOrder(ID, seen.onValue, seen.onError);
    expect(await seen.next((order) => order !== null, 0)).toEqual({ status: "Pendente", payment: null });
    expect(await rejection(shopper.inbox.confirmPixPayment(ID))).toMatchObject({ kind: "rejected" });
    await staff.inbox.confirmPixPayment(ID);
    await seen.next((order) => order?.payment === "Pix recebido", 0);
    expect(await rejection(staff.inbox.confirmPixPayment(ID + 1))).toMatchObject({ kind: "rejected" });
    stop();
  });

  it("keeps another customer from watching it", async () => {
    await client().inbox.sendOrder(sampleOrder(ID));
    const other = client();
    await signInWithEmail(other, "carla@example.com");
    const status = new Recorder<string | null>();
    other.inbox.watchOrder(ID, (order) => status.onValue(order?.status ?? null), status.onError);
    await expect(status.first()).rejects.toMatchObject({ kind: "rejected", code: "permission-denied" });
  });
});

describe("staff", () => {
  it("see every order live, newest to arrive first", async () => {
    const staff = await staffClient();
    const first = client();
    const second = client();
    await first.inbox.sendOrder(sampleOrder(ID + 5));
    await second.inbox.sendOrder(sampleOrder(ID));
    const list = new Recorder<ShopOrder[]>();
    staff.inbox.watchShopOrders(list.onValue, list.onError);
    const orders = await list.next((shown) => shown.length === 2);
    expect(orders.map((order) => order.id)).toEqual([ID, ID + 5]);
    expect(orders[0]?.customerUid).toBe(second.auth.currentUser?.uid);
  });

  it("move an order through the statuses and delete it; a customer cannot", async () => {
    const shopper = client();
    await shopper.inbox.sendOrder(sampleOrder(ID));
    const staff = await staffClient();
    await staff.inbox.setOrderStatus(ID, "Saiu para entrega");
    expect((await ordersInEmulator(hosts.firestoreHost))[0]?.status).toBe("Saiu para entrega");
    expect(await rejection(shopper.inbox.setOrderStatus(ID, "Entregue"))).toMatchObject({ kind: "rejected" });
    expect(await rejection(shopper.inbox.deleteShopOrder(ID))).toMatchObject({ kind: "rejected" });
    await staff.inbox.deleteShopOrder(ID);
    expect(await ordersInEmulator(hosts.firestoreHost)).toEqual([]);
    expect(await rejection(staff.inbox.setOrderStatus(ID, "Entregue"))).toMatchObject({ kind: "rejected" });
  });

  it("are told apart by their staff document", async () => {
    const staff = await staffClient();
    expect(await staff.inbox.isStaff(DEMO_STAFF_EMAIL)).toBe(true);
    const other = client();
    await signInWithEmail(other, "dani@example.com");
    expect(await other.inbox.isStaff("dani@example.com")).toBe(false);
    expect(await other.inbox.isStaff(DEMO_STAFF_EMAIL)).toBe(false);
    expect(await client().inbox.isStaff(DEMO_STAFF_EMAIL)).toBe(false);
    const list = new Recorder<ShopOrder[]>();
    other.inbox.watchShopOrders(list.onValue, list.onError);
    await expect(list.first()).rejects.toMatchObject({ kind: "rejected", code: "permission-denied" });
  });
});
