/**
 * `npm run bench:cost`: what the shop costs in Firestore document reads, writes and deletes, on
 * this machine's emulators (scripts/emulators.ts). The emulator cannot report usage, so the bench
 * counts what went over the wire: the web SDK's debug log of every message to and from the server
 * (the same inbox code the shop runs, through scripts/inbox-clients.ts), and the storefront's own
 * REST reads. Not counted: the documents the rules read (get/exists), which Firestore bills too.
 *
 * Measured, one at a time (the SDK logs every client to one place):
 * - one order: a new anonymous shopper sends it (quota read, order, number claim, quota), then
 *   follows it on /order-done while staff move it to "Entregue";
 * - a scheduled order: the cart's read of the slots' counters, and the order with its slot's count
 *   (read, then written in the order's batch);
 * - an order with a coupon: the cart's read of its terms, and the order with the customer's use and
 *   the coupon's count (both counted by the server, so not read first);
 * - an order with the stamp card's reward: the card's read and its update in the order's batch;
 * - a staff hour with 100 orders: /Admin's live lists and settings, each order moved through
 *   "Em preparo", "Saiu para entrega" and "Entregue"; and one "Excluir pedido" (with its tombstone);
 * - a visitor-hour on the storefront: 45 minutes browsing (a page every 2 minutes, back to the tab
 *   twice), then 15 minutes on the cart, where staff pause the shop once, then confirming; reads as
 *   settingsReadPlan says, and for comparison the former 30 s poll.
 * Env: AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT (9099, 8080).
 */
import { onLog } from "firebase/app";
import { signOut } from "firebase/auth";
import { setLogLevel } from "firebase/firestore";

import { cartTotal } from "../app/lib/cart/cart";
import { couponDiscount } from "../app/lib/coupons/coupon";
import { batchGetRequest } from "../app/lib/firestore/rest-documents";
import { menuDocumentRequest } from "../app/lib/menu/menu-document";
import { MENU_PHOTO } from "../app/lib/menu/menu-photo";
import { randomId } from "../app/lib/platform/random-id";
import { CART_PATH, settingsDocumentRequest, settingsReadPlan } from "../app/lib/settings/settings-document";
import { slotCountsRequest } from "../app/lib/settings/slot-counts";
import { SLOT_MINUTES } from "../app/lib/shop/order-schedule";
import { createCustomers } from "../app/lib/staff/customers.client";
import { shopDate } from "../app/lib/staff/day-close";
import { daySummary, SUMMARY_AFTER_DAYS } from "../app/lib/staff/day-summary";
import { loadCustomers } from "../app/lib/staff/load-customers";
import { loadReport } from "../app/lib/staff/load-report";
import { createMenuStore } from "../app/lib/staff/menu-store.client";
import { presetPeriod, previousPeriod, reportDays } from "../app/lib/staff/report";
import { createReports } from "../app/lib/staff/reports.client";
import { DEMO_STAFF_EMAIL, type Emulators, PROJECT_ID, seedStampCard, startEmulators } from "../scripts/emulators";
import { type InboxClient, inboxClient, sampleOrder, signInWithEmail } from "../scripts/inbox-clients";
import {
  type CostRow,
  formatCostTable,
  noUsage,
  queryReads,
  restReads,
  subtractUsage,
  type Usage,
  WireCounter,
} from "./cost-stats";

/** A document as the app would leave it, written past the rules (the emulator's owner token). */
async function seedDocument(firestoreHost: string, path: string, data: object): Promise<void> {
  const url = `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const value = (item: unknown): unknown =>
    item === null
      ? { nullValue: null }
      : item instanceof Date
        ? { timestampValue: item.toISOString() }
        : typeof item === "string"
          ? { stringValue: item }
          : typeof item === "boolean"
            ? { booleanValue: item }
            : typeof item === "number"
              ? { integerValue: String(item) }
              : Array.isArray(item)
                ? { arrayValue: { values: item.map(value) } }
                : {
                    mapValue: {
                      fields: Object.fromEntries(Object.entries(item as object).map(([k, v]) => [k, value(v)])),
                    },
                  };
  const response = await fetch(url, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields: (value(data) as { mapValue: { fields: unknown } }).mapValue.fields }),
  });
  if (!response.ok) throw new Error(`Seeding ${path} failed: HTTP ${response.status}`);
}

const ORDERS = 100;
const CONCURRENCY = 10;
const MOVES = ["Em preparo", "Saiu para entrega", "Entregue"] as const;

let emulators: Emulators | null = null;
const clients: InboxClient[] = [];
const counter = new WireCounter();
let lastLineAt = Date.now();

async function shutDown(): Promise<void> {
  await Promise.allSettled(clients.map((client) => client.close()));
  await emulators?.stop();
}

process.once("SIGINT", () => void shutDown().then(() => process.exit(130)));
process.once("SIGTERM", () => void shutDown().then(() => process.exit(143)));

/** Listens to the SDK's debug log without printing it. */
function countTheWire(): void {
  const print = console.log;
  console.log = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("@firebase/firestore")) return;
    print(...args);
  };
  onLog(
    ({ args, type }) => {
      if (type !== "@firebase/firestore") return;
      lastLineAt = Date.now();
      // [ "Firestore (v): GrpcConnection", "RPC 'Listen' stream 0x… received:", the message ]
      counter.line(String(args[1] ?? ""), typeof args[2] === "string" ? args[2] : undefined);
    },
    { level: "debug" },
  );
  setLogLevel("debug");
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the wire has been quiet for half a second: listeners have heard what there was to hear. */
async function quiet(): Promise<void> {
  while (Date.now() - lastLineAt < 500) await pause(100);
}

async function measure(run: () => Promise<void>): Promise<Usage> {
  await quiet();
  const before = counter.usage;
  await run();
  await quiet();
  return subtractUsage(counter.usage, before);
}

/** Resolves when `ready` holds for what a listener reported; `start` subscribes and returns its stop. */
function until<T>(start: (report: (value: T) => void) => () => void, ready: (value: T) => boolean) {
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = start((value) => {
      if (ready(value)) resolve();
    });
  });
  return { heard, stop: () => stop() };
}

async function inBatches<T>(items: readonly T[], run: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    await Promise.all(items.slice(start, start + CONCURRENCY).map((item, i) => run(item, start + i)));
  }
}

/** An order with a coupon: the cart's plain read of its terms, then the order with its use and its count. */
async function couponOrder(
  staff: InboxClient,
  hosts: { authHost: string; firestoreHost: string },
  id: number,
  batchGetUrl: string,
): Promise<CostRow> {
  const terms = { kind: "percent", value: 10, maxDiscount: null } as const;
  await staff.staffCoupons.createCoupon({
    code: "BENCH10",
    ...terms,
    minOrder: null,
    validUntil: null,
    firstOrderOnly: false,
    perCustomer: null,
    totalLimit: 1000,
    forCustomers: null,
  });
  const database = new URL(batchGetUrl).pathname.replace(/^\/v1\//, "").replace(/\/documents:batchGet$/, "");
  const applied = await fetch(batchGetUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ documents: [`${database}/documents/coupons/BENCH10`] }),
  });
  const termsRead = restReads(await applied.json());
  const shopper = inboxClient(hosts);
  clients.push(shopper);
  const order = sampleOrder(id);
  const coupon = { code: "BENCH10", amount: couponDiscount(terms, cartTotal(order.cart)) };
  const sent = await measure(async () => {
    await shopper.shopperOrders.sendOrder({ ...order, coupon });
  });
  return {
    what: "an order with a coupon: the cart's read of its terms, then sent with its use and count",
    usage: { ...sent, reads: sent.reads + termsRead },
  };
}

async function main(): Promise<void> {
  emulators = await startEmulators({ log: () => {} });
  const { authHost, firestoreHost } = emulators;
  if (!authHost || !firestoreHost) throw new Error("No Firestore emulator here: nothing to measure.");
  const hosts = { authHost, firestoreHost };
  const [host = "", port = ""] = firestoreHost.split(":");
  const rest = settingsDocumentRequest({ mode: "emulator", projectId: PROJECT_ID, host, port: Number(port) });
  if (!rest) throw new Error("No REST address for the settings");
  countTheWire();

  const staff = inboxClient(hosts);
  clients.push(staff);
  await signInWithEmail(staff, DEMO_STAFF_EMAIL);
  // A shop that has saved its settings once: the document and the default areas exist.
  await staff.shopSettings.saveShopSettings({ paused: false });

  const rows: CostRow[] = [];

  // --- One order, and the staff hour's 100.
  const shoppers = Array.from({ length: CONCURRENCY }, () => inboxClient(hosts));
  clients.push(...shoppers);
  const firstId = Date.now();
  const ids = Array.from({ length: ORDERS }, (_, n) => firstId + n);
  const sends = await measure(() =>
    inBatches(ids, async (id, n) => {
      const shopper = shoppers[n % CONCURRENCY];
      if (!shopper) return;
      await shopper.shopperOrders.sendOrder(sampleOrder(id));
      // A new account for each order, as a first-time shopper's.
      await signOut(shopper.auth);
    }),
  );

  const follower = inboxClient(hosts);
  clients.push(follower);
  const followedId = firstId + ORDERS;
  await follower.shopperOrders.sendOrder(sampleOrder(followedId));
  const follow = await measure(async () => {
    const delivered = until<string>(
      (report) => follower.shopperOrders.watchOrder(`checkout-${followedId}`, (order) => report(order?.status ?? "")),
      (status) => status === "Entregue",
    );
    for (const status of MOVES) await staff.staffOrders.setOrderStatus(`checkout-${followedId}`, status);
    await delivered.heard;
    delivered.stop();
  });
  rows.push({
    what: "one order: sent by a new shopper, followed to Entregue",
    usage: {
      reads: sends.reads / ORDERS + follow.reads,
      writes: sends.writes / ORDERS,
      deletes: sends.deletes / ORDERS,
    },
  });

  // --- Staff's hour: /Admin open, 100 orders moved to Entregue.
  const staffHour = await measure(async () => {
    await staff.staffTeam.staffRole(DEMO_STAFF_EMAIL);
    const listed = until<number>(
      (report) =>
        staff.staffOrders.watchShopOrders(
          (orders, { fromServer }) => report(fromServer ? orders.length : 0),
          (error) => console.error(error),
        ),
      (count) => count >= ORDERS,
    );
    const settings = until<boolean>(
      (report) =>
        staff.shopSettings.watchShopSettings(
          ({ fromServer }) => report(fromServer),
          (error) => console.error(error),
        ),
      (fromServer) => fromServer,
    );
    await Promise.all([listed.heard, settings.heard]);
    for (const status of MOVES) {
      await inBatches(ids, (id) => staff.staffOrders.setOrderStatus(`checkout-${id}`, status));
    }
    await quiet();
    listed.stop();
    settings.stop();
  });
  rows.push({ what: `a staff hour on /Admin: ${ORDERS} orders moved to Entregue`, usage: staffHour });

  const customerUid = follower.auth.currentUser?.uid ?? "";
  const deletion = await measure(() =>
    staff.staffOrders.deleteShopOrder({ docId: `checkout-${followedId}`, customerUid }),
  );
  rows.push({ what: "staff delete an order (with its tombstone)", usage: deletion });

  // --- "Relatórios", 30 days beside the 30 before: a stored summary a day, the last two days from their orders
  // (the staff hour's 100 today). The summaries are written past the rules, as a month of reports would leave them.
  const today = shopDate(Date.now());
  const period = presetPeriod("30", today);
  const open = shopDate(Date.now() - (SUMMARY_AFTER_DAYS - 1) * 24 * 60 * 60 * 1000);
  const storedDays = [...reportDays(previousPeriod(period)), ...reportDays(period)].filter((day) => day < open);
  for (const date of storedDays) await seedDocument(firestoreHost, `daySummaries/${date}`, daySummary([], date));
  const reportSources = {
    ...createReports(staff),
    ordersBetween: (start: number, end: number) => staff.staffOrders.shopOrdersBetween(start, end),
  };
  const report = await measure(async () => {
    await loadReport(period, today, reportSources);
  });
  rows.push({
    what: `a 30-day report beside the 30 days before: ${storedDays.length} stored days, 2 days' orders (${ORDERS} today)`,
    usage: report,
  });

  // --- "Clientes" with 200 customers, each with a profile and a stamp card: the first opening, with no totals stored
  // yet (every order read once), and the next one (the stored totals, and the orders of the days since).
  const CUSTOMERS = 200;
  for (let first = 0; first < CUSTOMERS; first += 20)
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => first + index).flatMap((n) => [
        seedDocument(firestoreHost, `customerProfiles/bench-customer-${n}`, {
          name: `Cliente ${n}`,
          email: `cliente${n}@example.com`,
          at: new Date(),
        }),
        seedDocument(firestoreHost, `stampCards/bench-customer-${n}`, { stamps: n % 10, changes: [] }),
      ]),
    );
  const customerSources = {
    ...createCustomers(staff),
    ordersBetween: (start: number, end: number) => staff.staffOrders.shopOrdersBetween(start, end),
  };
  for (const opening of ["first", "next"] as const) {
    const usage = await measure(async () => {
      await loadCustomers(today, customerSources);
    });
    rows.push({
      what: `Clientes, ${opening} opening: ${CUSTOMERS} customers' profiles and cards, ${
        opening === "first" ? "every order once, the totals stored" : "the stored totals, the last 2 days' orders"
      }`,
      usage,
    });
  }

  // --- A scheduled order: the cart reads the slots' counters, then the order counts itself in its slot.
  const slots = slotCountsRequest({ mode: "emulator", projectId: PROJECT_ID, host, port: Number(port) }, Date.now());
  if (!slots) throw new Error("No REST address for the slots");
  const slotRead = async (): Promise<number> =>
    queryReads(
      await (
        await fetch(slots.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: slots.body })
      ).json(),
    );
  const planner = inboxClient(hosts);
  clients.push(planner);
  const scheduledId = followedId + 1;
  const slotMs = SLOT_MINUTES * 60_000;
  const scheduledFor = Math.ceil((Date.now() + 60 * 60_000) / slotMs) * slotMs;
  const slotsRead = await slotRead();
  const scheduled = await measure(async () => {
    await planner.shopperOrders.sendOrder(sampleOrder(scheduledId, { scheduledFor }));
  });
  rows.push({
    what: "a scheduled order: the cart's read of the slots, then sent with its slot's counter",
    usage: { ...scheduled, reads: scheduled.reads + slotsRead },
  });

  rows.push(await couponOrder(staff, hosts, scheduledId + 1, rest.url));

  // --- The stamp card's reward: the card read from the server, its stamps taken off in the order's batch.
  const regular = inboxClient(hosts);
  clients.push(regular);
  await signInWithEmail(regular, "regular@example.com");
  await seedStampCard(firestoreHost, regular.auth.currentUser?.uid ?? "", 10);
  const rewardOrder = sampleOrder(scheduledId + 2, { reward: { stamps: 10, amount: 12.5 } });
  const rewarded = await measure(() => regular.shopperOrders.sendOrder(rewardOrder).then(() => undefined));
  rows.push({ what: "an order with the stamp card's reward: its card read, its stamps taken off", usage: rewarded });

  // --- A visitor-hour on the storefront.
  const restRead = async (): Promise<number> => {
    const answer: unknown = await (
      await fetch(rest.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: rest.body })
    ).json();
    return restReads(answer);
  };
  const setPaused = async (paused: boolean) => {
    const url = `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/shop/settings?updateMask.fieldPaths=paused`;
    const response = await fetch(url, {
      method: "PATCH",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ fields: { paused: { booleanValue: paused } } }),
    });
    if (!response.ok) throw new Error(`Pausing failed: HTTP ${response.status}`);
  };

  const minute = 60_000;
  // Browsing: a page every 2 minutes for 45 minutes, back to the tab at 17 and 33 minutes.
  const browsing = [
    ...Array.from({ length: 23 }, (_, n) => ({ at: n * 2 * minute, path: n % 2 === 0 ? "/" : "/product/Latte" })),
    { at: 17 * minute, path: "/" },
    { at: 33 * minute, path: "/product/Latte" },
  ].sort((a, b) => a.at - b.at);
  let restReadsNow = 0;
  let lastReadAt: number | null = null;
  for (const visit of browsing) {
    if (settingsReadPlan(visit.path, lastReadAt, visit.at) === "read") {
      restReadsNow += await restRead();
      lastReadAt = visit.at;
    }
  }
  const visitor = inboxClient(hosts);
  clients.push(visitor);
  if (settingsReadPlan(CART_PATH, lastReadAt, 45 * minute) !== "live") throw new Error("The cart should listen");
  const cart = await measure(async () => {
    let latest: { paused: unknown; fromServer: boolean } = { paused: undefined, fromServer: false };
    const watching = visitor.shopSettings.watchShopSettings(
      ({ settings, fromServer }) => (latest = { paused: settings?.paused, fromServer }),
      (error) => console.error(error),
    );
    const heard = async (paused: boolean) => {
      while (!(latest.fromServer && latest.paused === paused)) await pause(50);
    };
    await heard(false);
    await setPaused(true);
    await heard(true);
    // Confirming with the listener in sync reads nothing more (shopSettingsBeforeCheckout).
    watching();
  });
  await setPaused(false);
  rows.push({
    what: "a visitor-hour: 45 min browsing, 15 min on the cart (1 settings change)",
    usage: { ...noUsage, reads: restReadsNow + cart.reads },
  });

  // --- The Dono's menu: "Cardápio" opened (heard live), one price saved; a visitor reads it once, when the
  // settings they read anyway name its new version (decision 0061).
  const menuStore = createMenuStore({ db: staff.db, auth: staff.auth });
  const menuSave = await measure(async () => {
    const opened = until<boolean>(
      (report) =>
        menuStore.watchMenu(
          (saved) => report(saved !== null),
          (error) => console.error(error),
        ),
      (ready) => ready,
    );
    await opened.heard;
    const fields = { name: "Latte", type: "Tradicional", price: 13, details: "Mais leite.", ingredients: ["Café"] };
    const saved = await menuStore.saveMenuChange({ kind: "drink", id: "Latte", fields }, null);
    if (!saved.ok) throw new Error(`The menu was not saved: ${saved.message}`);
    opened.stop();
  });
  rows.push({ what: "the Dono's menu: Cardápio opened, one price saved (menu, settings, act)", usage: menuSave });
  const emulatorConfig = { mode: "emulator", projectId: PROJECT_ID, host, port: Number(port) } as const;
  const menuRest = menuDocumentRequest(emulatorConfig);
  if (!menuRest) throw new Error("No REST address for the menu");
  const menuRead = restReads(
    await (
      await fetch(menuRest.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: menuRest.body,
      })
    ).json(),
  );
  rows.push({
    what: "a visitor-hour whose settings change is a new menu: the same reads, and the menu once",
    usage: { ...noUsage, reads: restReadsNow + cart.reads + menuRead },
  });

  // --- A drink's photo (decision 0062): its own document, saved with the menu; a device reads it once for good.
  const photo = {
    id: randomId(),
    type: "image/webp" as const,
    side: MENU_PHOTO.maxSide,
    bytes: new Uint8Array(MENU_PHOTO.maxBytes).fill(7),
    dataUrl: "data:image/webp;base64,",
  };
  const photoSave = await measure(async () => {
    const fields = { name: "Latte", type: "Tradicional", price: 13, details: "Com foto.", ingredients: ["Café"] };
    const saved = await menuStore.saveMenuChange({ kind: "drink", id: "Latte", fields, photo }, null);
    if (!saved.ok) throw new Error(`The photo was not saved: ${saved.message}`);
  });
  rows.push({ what: "the Dono gives the Latte a photo of 60 KB (photo, menu, settings, act)", usage: photoSave });
  const photoRest = batchGetRequest(emulatorConfig, [`${MENU_PHOTO.collection}/${photo.id}`]);
  if (!photoRest) throw new Error("No REST address for the photo");
  const photoRead = restReads(
    await (
      await fetch(photoRest.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: photoRest.body,
      })
    ).json(),
  );
  rows.push({
    what: "a visitor-hour whose new menu brings a new photo: the menu's reads, and the photo once",
    usage: { ...noUsage, reads: restReadsNow + cart.reads + menuRead + photoRead },
  });

  let pollReads = 0;
  for (let at = 0; at < 60 * minute; at += 30_000) pollReads += await restRead();
  rows.push({ what: "a visitor-hour before: settings read every 30 s", usage: { ...noUsage, reads: pollReads } });

  console.log(
    [
      `bench:cost — Firestore document reads, writes and deletes, counted on the wire (emulator ${emulators.firestoreKind})`,
      "",
      formatCostTable(rows),
      "",
      "Not counted: the documents firestore.rules read with get()/exists(), billed as reads too.",
    ].join("\n"),
  );
}

main()
  .then(shutDown)
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await shutDown();
    process.exitCode = 1;
  });
