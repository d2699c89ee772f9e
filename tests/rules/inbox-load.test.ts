/**
 * Load: 200 orders from 200 shopper accounts (20 concurrent web SDK clients, each signing in
 * anonymously 10 times in the Auth emulator, as 10 shoppers would) all reach the shop, none
 * twice, while staff watch live; duplicate sends included. One order per account: the quota of
 * one order every 30 s per account never holds an honest shopper back.
 */
import { signOut } from "firebase/auth";
import { setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll, expect, inject, it } from "vitest";

import type { ShopOrder } from "~/lib/orders/shop-order";

import { clearFirestore, DEMO_STAFF_EMAIL, seedStaff } from "../../scripts/emulators";
import {
  type InboxClient,
  inboxClient,
  ordersInEmulator,
  sampleOrder,
  sendAsTheOutbox,
  signInWithEmail,
} from "../../scripts/inbox-clients";
import { Recorder } from "./watch";

const hosts = { authHost: inject("authHost"), firestoreHost: inject("firestoreHost") };
const CLIENTS = 20;
const ROUNDS = 10;
const FIRST_ID = 1_733_000_000_000;
const clients: InboxClient[] = [];

beforeAll(async () => {
  setLogLevel("silent");
  await clearFirestore(hosts.firestoreHost);
  await seedStaff(hosts.firestoreHost, DEMO_STAFF_EMAIL, "dono");
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

it(
  `${CLIENTS * ROUNDS} orders from ${CLIENTS * ROUNDS} shoppers on ${CLIENTS} concurrent clients all arrive, none twice`,
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
    staff.staffOrders.watchShopOrders((orders) => {
      const ids = new Set(orders.map((order) => order.id));
      listedTwice += orders.length - ids.size;
      for (const id of ids) if (!previous.has(id)) appearances.set(id, (appearances.get(id) ?? 0) + 1);
      previous = ids;
      shown.onValue(orders);
    }, shown.onError);

    const shoppers = Array.from({ length: CLIENTS }, () => inboxClient(hosts));
    clients.push(...shoppers);
    const uidOf = new Map<string, string>();
    const idOf = (client: number, round: number) => FIRST_ID + client * ROUNDS + round;
    await Promise.all(
      shoppers.map(async (shopper, c) => {
        for (let round = 0; round < ROUNDS; round++) {
          const order = sampleOrder(idOf(c, round));
          const sends = [sendAsTheOutbox(shopper, order)];
          // A double submission, while the first is still on its way.
          if (round === 0) sends.push(sendAsTheOutbox(shopper, order));
          // "already-sent" when a loaded emulator's answer came too late and the outbox's retry found the order.
          for (const sent of await Promise.all(sends)) {
            expect(["created", "already-sent"]).toContain(sent.kind);
            expect(sent.dayNumber).toBeGreaterThan(0);
          }
          // A retry after the shop has the order (say the tab closed before the answer came).
          if (round === 3)
            await expect(sendAsTheOutbox(shopper, order)).resolves.toMatchObject({ kind: "already-sent" });
          uidOf.set(`checkout-${order.id}`, shopper.auth.currentUser?.uid ?? "");
          // The next shopper on this client gets an anonymous account of their own.
          await signOut(shopper.auth);
        }
      }),
    );

    const total = CLIENTS * ROUNDS;
    const final = await shown.next((orders) => orders.length === total);
    expect(new Set(final.map((order) => order.id)).size).toBe(total);
    // The day's short numbers: each given once, none skipped.
    expect(final.map((order) => order.dayNumber ?? 0).sort((a, b) => a - b)).toEqual(
      Array.from({ length: total }, (_, index) => index + 1),
    );
    expect([...appearances.values()].every((count) => count === 1)).toBe(true);
    expect(appearances.size).toBe(total);
    expect(listedTwice).toBe(0);

    const stored = await ordersInEmulator(hosts.firestoreHost);
    expect(stored).toHaveLength(total);
    expect(stored.every((order) => order.updateTime === order.createTime)).toBe(true);
    expect(stored.filter((order) => order.customerUid !== uidOf.get(order.id))).toEqual([]);
    expect(new Set(uidOf.values()).size).toBe(total);
  },
);
