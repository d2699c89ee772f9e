/**
 * Order ahead through the app's own inbox code (real web SDK clients against the emulators): the
 * ready time staff send with "Em preparo" reaching the shopper, and the shopper's cancel with what it gives back.
 */
import { setLogLevel } from "firebase/firestore";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";

import { cartTotal } from "~/lib/cart/cart";
import { couponDiscount } from "~/lib/coupons/coupon";
import { InboxError } from "~/lib/firestore/inbox-error";
import type { ShopOrder } from "~/lib/orders/shop-order";

import {
  clearFirestore,
  DEMO_STAFF_EMAIL,
  emulatorDocumentUrl,
  seedStaff,
  seedStampCard,
} from "../../scripts/emulators";
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
const DOC = `checkout-${ID}`;

function client(): InboxClient {
  const made = inboxClient(hosts);
  clients.push(made);
  return made;
}

async function shopperWithOrder(email: string, id = ID): Promise<InboxClient> {
  const shopper = client();
  await signInWithEmail(shopper, email);
  await shopper.shopperOrders.sendOrder(sampleOrder(id));
  return shopper;
}

async function staffClient(): Promise<InboxClient> {
  const staff = client();
  await signInWithEmail(staff, DEMO_STAFF_EMAIL);
  return staff;
}

async function statusAtShop(docId = DOC): Promise<string | undefined> {
  return (await ordersInEmulator(hosts.firestoreHost)).find((order) => order.id === docId)?.status;
}

/** A document's whole-number fields as the emulator holds them, read past the rules. */
async function storedCounts(path: string): Promise<Record<string, number>> {
  const response = await fetch(emulatorDocumentUrl(hosts.firestoreHost, path), {
    headers: { Authorization: "Bearer owner" },
  });
  if (!response.ok) throw new Error(`Reading ${path} failed: HTTP ${response.status}`);
  const { fields } = (await response.json()) as { fields: Record<string, { integerValue?: string }> };
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) => (value.integerValue ? [[key, Number(value.integerValue)]] : [])),
  );
}

beforeAll(() => setLogLevel("silent"));

beforeEach(async () => {
  await clearFirestore(hosts.firestoreHost);
  await seedStaff(hosts.firestoreHost, DEMO_STAFF_EMAIL, "dono");
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((made) => made.close()));
});

describe("the ready time", () => {
  it("goes with Em preparo at the server's time, and reaches the shopper", async () => {
    const shopper = await shopperWithOrder("ana@example.com");
    const staff = await staffClient();
    const seen = new Recorder<ShopOrder | null>();
    const stop = shopper.shopperOrders.watchOrder(DOC, seen.onValue, seen.onError);
    await seen.next((order) => order?.status === "Pendente", 0);
    const before = Date.now();
    await staff.staffOrders.setOrderStatus(DOC, "Em preparo", 15);
    const preparing = await seen.next((order) => order?.status === "Em preparo" && order.preparingAt !== null, 0);
    expect(preparing?.readyInMinutes).toBe(15);
    // The emulator's clock and this one: the same machine.
    expect(Math.abs((preparing?.preparingAt ?? 0) - before)).toBeLessThan(60_000);
    stop();
  });
});

describe("a shopper cancelling", () => {
  it("cancels their own Pendente order, once the server has it", async () => {
    const shopper = await shopperWithOrder("bia@example.com");
    await expect(shopper.shopperOrders.cancelOrder(DOC)).resolves.toEqual({ cancelled: true });
    expect(await statusAtShop()).toBe("Cancelado");
    // Again (a second tap, another tab): already done.
    await expect(shopper.shopperOrders.cancelOrder(DOC)).resolves.toEqual({ cancelled: true });
  });

  it("is told the status when the shop started it, and the order stays as staff left it", async () => {
    const shopper = await shopperWithOrder("caio@example.com");
    const staff = await staffClient();
    await staff.staffOrders.setOrderStatus(DOC, "Em preparo", 10);
    await expect(shopper.shopperOrders.cancelOrder(DOC)).resolves.toEqual({ cancelled: false, status: "Em preparo" });
    expect(await statusAtShop()).toBe("Em preparo");
  });

  it("cannot cancel another shopper's order", async () => {
    await shopperWithOrder("davi@example.com");
    const other = await shopperWithOrder("eva@example.com", ID + 1);
    const error = await other.shopperOrders.cancelOrder(DOC).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InboxError);
    expect(error).toMatchObject({ kind: "rejected" });
    expect(await statusAtShop()).toBe("Pendente");
  });

  it("offline, fails as unavailable and cancels nothing: a transaction is never queued for later", async () => {
    const shopper = await shopperWithOrder("fabi@example.com");
    // The same account on a device that cannot reach Firestore (disableNetwork does not hold transactions).
    const cut = inboxClient({ ...hosts, firestoreHost: "127.0.0.1:1" });
    clients.push(cut);
    await signInWithEmail(cut, "fabi@example.com");
    expect(cut.auth.currentUser?.uid).toBe(shopper.auth.currentUser?.uid);
    const error = await cut.shopperOrders.cancelOrder(DOC).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "unavailable" });
    expect(await statusAtShop()).toBe("Pendente");
  });
});

describe("what a cancel gives back", () => {
  const terms = { kind: "percent", value: 10, maxDiscount: null } as const;

  /** A regular with a full card orders with "Usar meu café grátis" and the first-order coupon PRIMEIROCAFE. */
  async function regularsOrder(email: string): Promise<{ shopper: InboxClient; staff: InboxClient; uid: string }> {
    const staff = await staffClient();
    await staff.staffCoupons.createCoupon({
      code: "PRIMEIROCAFE",
      ...terms,
      minOrder: null,
      validUntil: null,
      firstOrderOnly: true,
      perCustomer: 1,
      totalLimit: null,
      forCustomers: null,
    });
    const shopper = client();
    await signInWithEmail(shopper, email);
    const uid = shopper.auth.currentUser?.uid ?? "";
    await seedStampCard(hosts.firestoreHost, uid, 10);
    const order = sampleOrder(ID);
    const coupon = { code: "PRIMEIROCAFE", amount: couponDiscount(terms, cartTotal(order.cart)) };
    await shopper.shopperOrders.sendOrder({ ...order, coupon, reward: { stamps: 10, amount: 12.5 } });
    expect(await storedCounts(`stampCards/${uid}`)).toEqual({ stamps: 0 });
    expect(await storedCounts(`couponUses/PRIMEIROCAFE_${uid}`)).toEqual({ count: 1 });
    expect(await shopper.couponCustomer("PRIMEIROCAFE")).toEqual({
      google: true,
      earlierOrders: true,
      usedTimes: 1,
      listed: null,
    });
    return { shopper, staff, uid };
  }

  async function expectGivenBack(shopper: InboxClient, uid: string): Promise<void> {
    expect(await statusAtShop()).toBe("Cancelado");
    expect(await storedCounts(`stampCards/${uid}`)).toEqual({ stamps: 10 });
    expect(await storedCounts(`couponUses/PRIMEIROCAFE_${uid}`)).toEqual({ count: 0 });
    expect(await storedCounts("couponCounts/PRIMEIROCAFE")).toMatchObject({ uses: 0 });
    // The cart takes the coupon again: the cancelled order was the account's only one.
    expect(await shopper.couponCustomer("PRIMEIROCAFE")).toEqual({
      google: true,
      earlierOrders: false,
      usedTimes: 0,
      listed: null,
    });
  }

  it("the shopper's cancel: the reward's stamps back on the card, the coupon's use back", async () => {
    const { shopper, uid } = await regularsOrder("gil@example.com");
    await expect(shopper.shopperOrders.cancelOrder(DOC)).resolves.toEqual({ cancelled: true });
    await expectGivenBack(shopper, uid);
  });

  it("staff's cancel gives the same back", async () => {
    const { shopper, staff, uid } = await regularsOrder("hana@example.com");
    await staff.staffOrders.setOrderStatus(DOC, "Em preparo", 10);
    await staff.staffOrders.setOrderStatus(DOC, "Cancelado");
    await expectGivenBack(shopper, uid);
  });
});

describe("staff's stamp corrections", () => {
  it('"+1 selo" answers the card\'s total; "−1 selo" on an empty card takes nothing and says so', async () => {
    const shopper = await shopperWithOrder("hana@example.com");
    const uid = shopper.auth.currentUser?.uid ?? "";
    const staff = await staffClient();
    const order = { docId: DOC, customerUid: uid };
    await seedStampCard(hosts.firestoreHost, uid, 3);
    await expect(staff.stampCards.correctStamps(order, 1)).resolves.toBe(4);
    expect(await storedCounts(`stampCards/${uid}`)).toEqual({ stamps: 4 });
    await seedStampCard(hosts.firestoreHost, uid, 0);
    await expect(staff.stampCards.correctStamps(order, -1)).resolves.toBeNull();
    expect(await storedCounts(`stampCards/${uid}`)).toEqual({ stamps: 0 });
  });
});
