/**
 * `npm run bench:inbox`: how fast orders reach the shop through the Firestore inbox, on this
 * machine's emulators (scripts/emulators.ts, loopback only). `--clients` web SDK clients (20)
 * send `--orders` orders (200) between them, one after another per client, each from a new
 * anonymous account signed in by the send (a first-time shopper's, and one order per account as
 * the quota wants), while a staff client watches the shop's list live.
 * Prints orders/s (first send to the last order shown to staff) and p50/p95 from send to the
 * server's acknowledgement and from send to the staff list. Bounded: at most 50 clients, 2,000
 * orders and 120 s. Env: AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT (9099, 8080).
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { signOut } from "firebase/auth";
import { setLogLevel } from "firebase/firestore";

import { DEMO_STAFF_EMAIL, type Emulators, startEmulators } from "../scripts/emulators";
import { type InboxClient, inboxClient, sampleOrder, sendAsTheOutbox, signInWithEmail } from "../scripts/inbox-clients";
import { formatInboxRun } from "./inbox-stats";

const DEADLINE_MS = 120_000;
const { values: args } = parseArgs({
  options: { clients: { type: "string", default: "20" }, orders: { type: "string", default: "200" } },
});
const clientCount = Math.min(50, Math.max(1, Math.trunc(Number(args.clients)) || 20));
const orderCount = Math.min(2000, Math.max(clientCount, Math.trunc(Number(args.orders)) || 200));

let emulators: Emulators | null = null;
const clients: InboxClient[] = [];

async function shutDown(): Promise<void> {
  await Promise.allSettled(clients.map((client) => client.close()));
  await emulators?.stop();
}

process.once("SIGINT", () => void shutDown().then(() => process.exit(130)));
process.once("SIGTERM", () => void shutDown().then(() => process.exit(143)));

async function main(): Promise<void> {
  setLogLevel("error");
  emulators = await startEmulators();
  const { authHost, firestoreHost } = emulators;
  if (!authHost || !firestoreHost) throw new Error("No Firestore emulator here: nothing to measure.");
  const hosts = { authHost, firestoreHost };
  const emulatorName =
    emulators.firestoreKind === "debian" ? "Debian's Firestore emulator" : "firebase-tools' Firestore emulator";

  const staff = inboxClient(hosts);
  clients.push(staff);
  await signInWithEmail(staff, DEMO_STAFF_EMAIL);
  const shoppers = Array.from({ length: clientCount }, () => inboxClient(hosts));
  clients.push(...shoppers);

  const firstId = Date.now();
  const sentAt = new Map<number, number>();
  const ackMs: number[] = [];
  const shownMs: number[] = [];
  let lastShownAt = 0;
  let allShown!: () => void;
  const everyOrderShown = new Promise<void>((resolve) => (allShown = resolve));
  let failed!: (error: unknown) => void;
  const watchFailed = new Promise<never>((_, reject) => (failed = reject));
  const seen = new Set<number>();
  const stopWatching = staff.staffOrders.watchShopOrders((orders) => {
    const now = performance.now();
    for (const order of orders) {
      const sent = sentAt.get(order.id);
      if (sent === undefined || seen.has(order.id)) continue;
      seen.add(order.id);
      shownMs.push(now - sent);
      lastShownAt = now;
    }
    if (seen.size === orderCount) allShown();
  }, failed);

  const started = performance.now();
  const sending = shoppers.map(async (shopper, s) => {
    for (let n = s; n < orderCount; n += clientCount) {
      const id = firstId + n;
      const sent = performance.now();
      sentAt.set(id, sent);
      await sendAsTheOutbox(shopper, sampleOrder(id));
      ackMs.push(performance.now() - sent);
      // One order per shopper, as the quota (one every 30 s per account) expects: the next is a new account.
      await signOut(shopper.auth);
    }
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`Not done after ${DEADLINE_MS / 1000} s: ${seen.size} of ${orderCount} orders shown to staff`),
        ),
      DEADLINE_MS,
    );
  });
  try {
    await Promise.race([Promise.all([...sending, everyOrderShown]), watchFailed, deadline]);
  } finally {
    clearTimeout(timer);
    stopWatching();
  }
  console.log(
    formatInboxRun(
      { orders: orderCount, clients: clientCount, elapsedMs: lastShownAt - started, ackMs, shownMs },
      emulatorName,
    ),
  );
}

main()
  .then(shutDown)
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await shutDown();
    process.exitCode = 1;
  });
