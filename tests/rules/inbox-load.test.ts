/**
 * Load: 200 orders from 20 concurrent shoppers (each its own web SDK client, signed in
 * anonymously in the Auth emulator) all reach the shop, none twice, while staff watch live;
 * duplicate sends included.
 */
import { setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll, expect, inject, it } from "vitest";

import type { ShopOrder } from "~/lib/inbox/documents";

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
const SHOPPERS = 20;
const ORDERS_EACH = 10;
const FIRST_ID = 1_733_000_000_000;
const clients: InboxClient[] = [];

beforeAll(async () => {
  setLogLevel("silent");
  await clearFirestore(hosts.firestoreHost);
  await seedStaff(hosts.firestoreHost, DEMO_STAFF_EMAIL);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

it(
  `${SHOPPERS * ORDERS_EACH} orders from ${SHOPPERS} concurrent shoppers all arrive, none twice`,
  { timeout: 180_000 },
  async () => {
    const staff = inboxClient(hosts);
    clients.push(staff);
    await signInWithEmail(staff, DEMO_STAFF_EMAIL);
    const shown = new Recorder<ShopOrder[]>();
    // How many times each id appears in the list where it was not before: once, if nothing flickers or repeats.
    const appearances = new Map<number, number>();
    let previous = new Set<number>();
    let listedTwice = 0;
    staff.inbox.watchShopOrders((orders) => {
      const ids = new Set(orders.map((order) => order.id));
      listedTwice += orders.length - ids.size;
      for (const id of ids) if (!previous.has(id)) appearances.set(id, (appearances.get(id) ?? 0) + 1);
      previous = ids;
      shown.onValue(orders);
    }, shown.onError);

    const shoppers = Array.from({ length: SHOPPERS }, () => inboxClient(hosts));
    clients.push(...shoppers);
    const sends = shoppers.flatMap((shopper, s) =>
      Array.from({ length: ORDERS_EACH }, (_, n) =>
        shopper.inbox.sendOrder(sampleOrder(FIRST_ID + s * ORDERS_EACH + n)),
      ),
    );
    // A double submission, while the first is still on its way.
    const doubleClick = shoppers[0]!.inbox.sendOrder(sampleOrder(FIRST_ID));
    const results = await Promise.all(sends);
    expect(results.every((result) => result === "created")).toBe(true);
    await expect(doubleClick).resolves.toBe("created");
    // A retry after the shop has the order (say the tab closed before the answer came).
    await expect(shoppers[7]!.inbox.sendOrder(sampleOrder(FIRST_ID + 7 * ORDERS_EACH + 3))).resolves.toBe(
      "already-sent",
    );

    const total = SHOPPERS * ORDERS_EACH;
    const final = await shown.next((orders) => orders.length === total);
    expect(new Set(final.map((order) => order.id)).size).toBe(total);
    expect([...appearances.values()].every((count) => count === 1)).toBe(true);
    expect(appearances.size).toBe(total);
    expect(listedTwice).toBe(0);

    const stored = await ordersInEmulator(hosts.firestoreHost);
    expect(stored).toHaveLength(total);
    expect(stored.every((order) => order.updateTime === order.createTime)).toBe(true);
    const uidOf = (id: number) => shoppers[Math.floor((id - FIRST_ID) / ORDERS_EACH)]?.auth.currentUser?.uid;
    expect(stored.filter((order) => order.customerUid !== uidOf(Number(order.id)))).toEqual([]);
    expect(new Set(shoppers.map((shopper) => shopper.auth.currentUser?.uid)).size).toBe(SHOPPERS);
  },
);
