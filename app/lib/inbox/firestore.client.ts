/**
 * The order inbox on Firestore, for any Auth and Firestore instance: the page's (client.ts)
 * or, in the tests and the benchmark, many clients in one Node process. Imports the Firestore SDK,
 * so only client.ts may import it, and only dynamic imports may reach that.
 *
 * Sending an order writes `orders/{checkoutId}` once, whatever the retries:
 * - the document id is the order's random checkout id, and firestore.rules let a customer create
 *   it but never update it, so a second send of an order that already arrived is refused;
 * - the order goes in one batch with the account's quota (`orderQuotas/{uid}`: one order every
 *   30 s, 20 a day); an order the quota holds back is not sent now but "held" (InboxError
 *   "unavailable", code "held", with when to try again), so an honest shopper never notices;
 * - on a refusal the document is read back from the server: this customer's own (or its
 *   tombstone, when staff deleted it) means an earlier send arrived, and this one resolves
 *   "already-sent"; otherwise the refusal stands.
 * Concurrent sends of one order in this instance share one write.
 *
 * Firestore keeps its default memory cache: the app's outbox in localStorage is the one durable
 * queue, and a persistent cache would replay the same create from IndexedDB a second time.
 * A batch resolves only when the server acknowledged the write; offline it waits (the SDK
 * retries by itself), so a caller that wants to say "pending" must not wait for it to say so.
 */
import type { FirebaseApp } from "firebase/app";
import { type Auth, getIdTokenResult, signInAnonymously, type User } from "firebase/auth";
import {
  arrayRemove,
  arrayUnion,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  getDoc,
  getDocFromServer,
  getDocs,
  getDocsFromServer,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  type Query,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from "firebase/firestore";

import { MY_ORDERS_LIMIT, type OrderMove } from "~/lib/orders/my-orders";
import { withAvailability } from "~/lib/shop/delivery-areas";
import { defaultShopSettings, type DeliveryArea, type ShopSettings } from "~/lib/shop/shop-settings";

import { PIX_RECEIVED } from "../schemas";
import { mayBeStaff, MOVE_TICKET_DAYS } from "./accounts";
import { InboxError, NUMBER_TAKEN, toInboxError } from "./inbox-error";
import { type InboxOrderInput, orderDocumentId, toOrderDocument } from "./order-document";
import { type OrderQuota, quotaDecision } from "./order-quota";
import { inProgressStatuses, type OrderStatus } from "./order-statuses";
import type { InboxConfig } from "./select-config";
import { AREAS_COLLECTION, overwroteUnseen, toAreaDocuments, toSettingsDocument } from "./settings-document";
import { LIVE_WINDOW_MS, mergeShopOrders, OLDER_PAGE_SIZE, parseShopOrder, type ShopOrder } from "./shop-order";
import type { ServerOrderState } from "./staff-actions";

/** What the shop says of an order its customer follows: its status, and its payment once staff confirm a Pix. */
export interface OrderProgress {
  status: string;
  payment: string | null;
}

/** "created": this call wrote the order; "already-sent": an earlier send of it had arrived. */
export type SendResult = "created" | "already-sent";

/**
 * One change staff make to the settings: only that is written (a field, a coffee's availability,
 * the areas), so two staff members changing different things both keep their change.
 */
export type SettingsChange =
  | { paused: boolean }
  | { pickup: boolean }
  | { hours: ShopSettings["hours"]; seen?: ShopSettings["hours"] }
  | { soldOut: { description: string; available: boolean } }
  | { deliveryAreas: DeliveryArea[]; seen?: DeliveryArea[] };

/**
 * A saved change: `overwrote` when it replaced a change of the same setting that its maker had
 * not seen (the hours or areas their form showed, `seen`, were no longer the stored ones).
 */
export interface SettingsSaveResult {
  overwrote: boolean;
}

/**
 * The stored settings as they come: `shop/settings` (null: never saved) and the area documents;
 * `fromServer` false while either is only the local cache's guess (offline, or not heard yet).
 */
export interface StoredSettings {
  settings: Record<string, unknown> | null;
  areas: { id: string; data: unknown }[];
  fromServer: boolean;
}

/** The shop's orders, and whether every part of the list has come from the server (not only the local cache). */
export type ShopOrdersListener = (orders: ShopOrder[], source: { fromServer: boolean }) => void;

export interface Inbox {
  /**
   * Signs in anonymously when nobody is signed in; resolves once the server has the order.
   * Rejects with InboxError; "unavailable" with code "held" when the account's quota holds it back.
   */
  sendOrder(order: InboxOrderInput): Promise<SendResult>;
  /**
   * The order's status and payment, live (null once staff deleted it); the signed-in user must be
   * its customer or staff. `docId` is the order's checkout id.
   */
  watchOrder(
    docId: string,
    onOrder: (order: OrderProgress | null) => void,
    onError?: (error: InboxError) => void,
  ): () => void;
  /**
   * The orders still in progress and those of the last 24 hours (from `now`), newest first, live;
   * staff only. Older ones come a page at a time from `olderShopOrders`. `fromServer` is false
   * while any part of the list is still the local cache's guess (it may lack orders the server has).
   */
  watchShopOrders(onOrders: ShopOrdersListener, onError: (error: InboxError) => void): () => void;
  /** Up to a page of the orders that reached the shop before `before` (ms), newest first; staff only. */
  olderShopOrders(before: number): Promise<ShopOrder[]>;
  /**
   * Every order that reached the shop from `start` (ms) to before `end`, oldest first, read once
   * from the server (a shop day's close: one query per day chosen, no listener); staff only.
   * Offline it rejects, where getDocs would answer the cache's guess: an empty day, as if nothing sold.
   */
  shopOrdersBetween(start: number, end: number): Promise<ShopOrder[]>;
  /** Deletes it and leaves its tombstone, so no resend brings it back; staff only. */
  deleteShopOrder(order: Pick<ShopOrder, "docId" | "customerUid">): Promise<void>;
  setOrderStatus(docId: string, status: OrderStatus): Promise<void>;
  /** Marks a Pix order's payment as received ("Pix recebido"); staff only, Pix orders only (firestore.rules). */
  confirmPixPayment(docId: string): Promise<void>;
  /** The order's status and payment on the server now, and whether it was deleted; staff only. */
  readShopOrderState(docId: string): Promise<ServerOrderState>;
  /** Whether the signed-in user is staff: a verified Google e-mail (`email`) with a staff document. */
  isStaff(email: string): Promise<boolean>;
  /** The shop's settings and areas, live; raw data, for the caller to parse. */
  watchShopSettings(onData: (stored: StoredSettings) => void, onError: (error: InboxError) => void): () => void;
  /** Writes one change to the shop's settings; staff only. */
  saveShopSettings(change: SettingsChange): Promise<SettingsSaveResult>;
  /**
   * Refuses the customer's orders from now on (`blockedCustomers/{uid}`) and deletes their orders
   * still in progress, each with its tombstone; staff only.
   */
  blockCustomer(customerUid: string, openOrders: readonly Pick<ShopOrder, "docId" | "customerUid">[]): Promise<void>;
  /** The signed-in shopper's own orders ("Meus pedidos"), newest first, live. */
  watchMyOrders(onOrders: (orders: ShopOrder[]) => void, onError: (error: InboxError) => void): () => void;
  /**
   * Before an anonymous shopper signs in to a Google account that already exists: writes the
   * ticket that lets that account (its verified `email`) take this one's orders made so far, and
   * lists them. Null when the user is not anonymous or has no orders at the shop.
   */
  prepareOrderMove(email: string): Promise<OrderMove | null>;
  /**
   * After signing in: moves the ticket's orders to the signed-in account, each on its own, so an
   * order moved already or deleted by staff does not hold the others back; then spends the ticket.
   */
  finishOrderMove(move: OrderMove): Promise<void>;
}

export function openFirestore(app: FirebaseApp, config: Exclude<InboxConfig, { mode: "disabled" }>): Firestore {
  const db = getFirestore(app);
  if (config.mode === "emulator") connectFirestoreEmulator(db, config.host, config.port);
  return db;
}

const notSignedIn = () => new InboxError("rejected", "unauthenticated", "Nobody is signed in");

/** The document as staff read it: the server's Timestamp as ms (estimated while pending). */
function toShopOrder(snapshot: DocumentSnapshot): ShopOrder | null {
  const data = snapshot.data({ serverTimestamps: "estimate" });
  if (!data) return null;
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : null;
  return parseShopOrder({ ...data, docId: snapshot.id, createdAt });
}

function toShopOrders(snapshots: readonly DocumentSnapshot[]): ShopOrder[] {
  const orders: ShopOrder[] = [];
  for (const snapshot of snapshots) {
    const order = toShopOrder(snapshot);
    if (order) orders.push(order);
    else console.error(`orders/${snapshot.id} is not an order this version can show`);
  }
  return orders;
}

function toQuota(snapshot: DocumentSnapshot): OrderQuota | null {
  const lastOrderAt: unknown = snapshot.get("lastOrderAt");
  const day: unknown = snapshot.get("day");
  const dayCount: unknown = snapshot.get("dayCount");
  if (!(lastOrderAt instanceof Timestamp) || typeof day !== "number" || typeof dayCount !== "number") return null;
  return { lastOrderAt: lastOrderAt.toMillis(), day, dayCount };
}

/** Orders deleted per batch: each delete's rules read three documents, and a batch may read 20. */
const DELETE_BATCH_SIZE = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A clock this far off the server's still gets a held order through: it is tried again until it passes. */
const CLOCK_SLACK_MS = 2 * 60 * 1000;

export function createInbox(auth: Auth, db: Firestore): Inbox {
  const orderRef = (docId: string) => doc(db, "orders", docId);
  const tombstoneRef = (docId: string) => doc(db, "deletedOrders", docId);
  const quotaRef = (uid: string) => doc(db, "orderQuotas", uid);
  const numberRef = (id: number) => doc(db, "orderNumbers", String(id));
  const settingsRef = doc(db, "shop", "settings");
  const areaRef = (key: string) => doc(db, AREAS_COLLECTION, key);
  const moveRef = (fromUid: string) => doc(db, "orderMoves", fromUid);
  const sending = new Map<string, Promise<SendResult>>();

  let signingIn: Promise<User> | null = null;

  async function customer(): Promise<User> {
    try {
      // Before the persisted user is restored, currentUser is null: a new anonymous account
      // would lose the shopper's earlier orders.
      await auth.authStateReady();
      if (auth.currentUser) return auth.currentUser;
      // Orders sent together share one account: each its own would leave all but one unreadable.
      signingIn ??= signInAnonymously(auth)
        .then((credential) => credential.user)
        .finally(() => (signingIn = null));
      return await signingIn;
    } catch (error) {
      throw toInboxError(error);
    }
  }

  /** The document from the server when this user may read it; null when it is not there or not theirs. */
  async function readOwn(ref: DocumentReference, uid: string): Promise<DocumentSnapshot | null> {
    try {
      const snapshot = await getDocFromServer(ref);
      return snapshot.exists() && snapshot.get("customerUid") === uid ? snapshot : null;
    } catch (error) {
      const failure = toInboxError(error);
      if (failure.code === "permission-denied") return null;
      throw failure;
    }
  }

  async function readQuota(uid: string): Promise<OrderQuota | null> {
    return toQuota(await getDocFromServer(quotaRef(uid)));
  }

  function held(ms: number): InboxError {
    return new InboxError("unavailable", "held", `Held back by the account's order quota for ${ms} ms`, {
      retryInMs: Math.max(ms, 1000),
    });
  }

  /** The shop has (or had, until staff deleted it) this customer's order. */
  async function arrived(docId: string, uid: string): Promise<boolean> {
    return (await readOwn(orderRef(docId), uid)) !== null || (await readOwn(tombstoneRef(docId), uid)) !== null;
  }

  /** Another order has this number (its claim names another checkout). */
  async function numberTaken(id: number, docId: string): Promise<boolean> {
    try {
      const claim = await getDocFromServer(numberRef(id));
      return claim.exists() && claim.get("checkoutId") !== docId;
    } catch {
      return false;
    }
  }

  /** Why a send was refused: an earlier send arrived, the quota holds it back, the number is taken, or it is refused. */
  async function afterRefusal(
    order: InboxOrderInput,
    docId: string,
    uid: string,
    refusal: InboxError,
  ): Promise<SendResult> {
    if (await arrived(docId, uid)) return "already-sent";
    if (await numberTaken(order.id, docId)) {
      throw new InboxError("unavailable", NUMBER_TAKEN, `Order number ${order.id} is another order's`, {
        retryInMs: 0,
      });
    }
    const quota = await readQuota(uid);
    const decision = quotaDecision(quota, Date.now());
    if (decision.kind === "wait") throw held(decision.ms);
    // Our clock may run behind the server's: a recent order means the quota, not the order, said no.
    if (quota && Math.abs(Date.now() - quota.lastOrderAt) < CLOCK_SLACK_MS) throw held(30_000);
    throw refusal;
  }

  async function send(order: InboxOrderInput): Promise<SendResult> {
    const docId = orderDocumentId(order);
    if (!docId) throw new InboxError("rejected", "invalid-argument", "The order has no checkout id");
    const user = await customer();
    try {
      const decision = quotaDecision(await readQuota(user.uid), Date.now());
      if (decision.kind === "wait") {
        // Already there (a retry after the ack was lost) beats waiting for the quota.
        if (await arrived(docId, user.uid)) return "already-sent";
        throw held(decision.ms);
      }
      const batch = writeBatch(db);
      batch.set(orderRef(docId), { ...toOrderDocument(order, user.uid), createdAt: serverTimestamp() });
      // The order's number is the shop's only once: its claim fails when another order has it.
      batch.set(numberRef(order.id), { checkoutId: docId });
      batch.set(quotaRef(user.uid), {
        lastOrderAt: serverTimestamp(),
        lastOrderId: docId,
        day: decision.day,
        dayCount: decision.dayCount,
      });
      await batch.commit();
      return "created";
    } catch (error) {
      const failure = toInboxError(error);
      if (failure.code === "permission-denied") return afterRefusal(order, docId, user.uid, failure);
      throw failure;
    }
  }

  /** Runs `start` once the signed-in user is known; the returned function cancels either step. */
  function whenSignedIn(start: (user: User) => () => void, onError: (error: InboxError) => void): () => void {
    let stop: (() => void) | null = null;
    let cancelled = false;
    auth.authStateReady().then(
      () => {
        if (cancelled) return;
        if (auth.currentUser) stop = start(auth.currentUser);
        else onError(notSignedIn());
      },
      (error: unknown) => {
        if (!cancelled) onError(toInboxError(error));
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }

  /**
   * Live lists, merged into one each time any of them changes. Metadata changes are heard too, so
   * the caller learns when a list that first came from the cache is confirmed by the server even
   * though no order changed.
   */
  function watchMerged(
    queries: readonly Query[],
    onOrders: ShopOrdersListener,
    onError: (error: InboxError) => void,
  ): () => void {
    const lists: (ShopOrder[] | null)[] = queries.map(() => null);
    const fromCache = queries.map(() => true);
    let failed = false;
    const stops = queries.map((live, index) =>
      onSnapshot(
        live,
        { includeMetadataChanges: true },
        (snapshot) => {
          lists[index] = toShopOrders(snapshot.docs);
          fromCache[index] = snapshot.metadata.fromCache;
          if (!failed && lists.every((list) => list !== null)) {
            onOrders(mergeShopOrders(...lists), { fromServer: fromCache.every((cached) => !cached) });
          }
        },
        (error) => {
          if (failed) return;
          failed = true;
          onError(toInboxError(error));
        },
      ),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }

  /** The default areas as documents, written with the first save of the settings (the rules' defaults end then). */
  function writeDefaultAreas(set: (ref: DocumentReference, data: DeliveryArea) => unknown): void {
    for (const [key, area] of Object.entries(toAreaDocuments(defaultShopSettings.deliveryAreas)))
      set(areaRef(key), area);
  }

  /** The areas as staff saved them: changed ones written, removed ones deleted, the rest left alone. */
  async function saveAreas(
    areas: readonly DeliveryArea[],
    seen?: readonly DeliveryArea[],
  ): Promise<SettingsSaveResult> {
    const [settings, stored] = await Promise.all([
      getDocFromServer(settingsRef),
      getDocs(query(collection(db, AREAS_COLLECTION))),
    ]);
    const wanted = toAreaDocuments(areas);
    const batch = writeBatch(db);
    // Until the settings are saved the rules price by the defaults: saving areas saves them too.
    if (!settings.exists()) {
      batch.set(settingsRef, { ...toSettingsDocument(defaultShopSettings), updatedAt: serverTimestamp() });
    }
    for (const area of stored.docs) if (!(area.id in wanted)) batch.delete(area.ref);
    const unchanged = (key: string, area: DeliveryArea) => {
      const before = stored.docs.find((existing) => existing.id === key)?.data();
      return before !== undefined && JSON.stringify(before) === JSON.stringify(area);
    };
    for (const [key, area] of Object.entries(wanted)) if (!unchanged(key, area)) batch.set(areaRef(key), area);
    await batch.commit();
    // Never saved: the defaults stood.
    const before = settings.exists()
      ? Object.fromEntries(stored.docs.map((area) => [area.id, area.data()]))
      : toAreaDocuments(defaultShopSettings.deliveryAreas);
    return { overwrote: overwroteUnseen(seen && toAreaDocuments(seen), before, wanted) };
  }

  return {
    sendOrder(order) {
      const key = order.checkoutId ?? "";
      let pending = sending.get(key);
      if (!pending) {
        pending = send(order).finally(() => sending.delete(key));
        sending.set(key, pending);
      }
      return pending;
    },

    watchOrder(docId, onOrder, onError = () => {}) {
      return whenSignedIn((user) => {
        let stopped = false;
        const stop = onSnapshot(
          orderRef(docId),
          (snapshot) => {
            if (!snapshot.exists()) return onOrder(null);
            const payment: unknown = snapshot.get("payment");
            onOrder({ status: String(snapshot.get("status")), payment: typeof payment === "string" ? payment : null });
          },
          (error) => {
            // A document that is not there reads as denied: staff deleted it when its tombstone is there.
            const failure = toInboxError(error);
            if (failure.code !== "permission-denied") return onError(failure);
            readOwn(tombstoneRef(docId), user.uid).then(
              (tombstone) => {
                if (stopped) return;
                if (tombstone) onOrder(null);
                else onError(failure);
              },
              (lookup: unknown) => {
                if (!stopped) onError(toInboxError(lookup));
              },
            );
          },
        );
        return () => {
          stopped = true;
          stop();
        };
      }, onError);
    },

    watchShopOrders(onOrders, onError) {
      return whenSignedIn(() => {
        const orders = collection(db, "orders");
        const since = Timestamp.fromMillis(Date.now() - LIVE_WINDOW_MS);
        return watchMerged(
          [
            query(orders, where("status", "in", inProgressStatuses), orderBy("createdAt", "desc")),
            query(orders, where("createdAt", ">=", since), orderBy("createdAt", "desc")),
          ],
          onOrders,
          onError,
        );
      }, onError);
    },

    async olderShopOrders(before) {
      try {
        // From the server only: offline, getDocs answers the cache's guess ("no older orders").
        const page = await getDocsFromServer(
          query(
            collection(db, "orders"),
            where("createdAt", "<", Timestamp.fromMillis(before)),
            orderBy("createdAt", "desc"),
            limit(OLDER_PAGE_SIZE),
          ),
        );
        return toShopOrders(page.docs);
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async shopOrdersBetween(start, end) {
      try {
        const day = await getDocsFromServer(
          query(
            collection(db, "orders"),
            where("createdAt", ">=", Timestamp.fromMillis(start)),
            where("createdAt", "<", Timestamp.fromMillis(end)),
            orderBy("createdAt"),
          ),
        );
        return toShopOrders(day.docs);
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async deleteShopOrder({ docId, customerUid }) {
      try {
        const batch = writeBatch(db);
        batch.delete(orderRef(docId));
        batch.set(tombstoneRef(docId), { customerUid, deletedAt: serverTimestamp() });
        await batch.commit();
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async setOrderStatus(docId, status) {
      try {
        await updateDoc(orderRef(docId), { status });
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async confirmPixPayment(docId) {
      try {
        await updateDoc(orderRef(docId), { payment: PIX_RECEIVED });
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async readShopOrderState(docId) {
      // A document that is not there may read as denied: either way, it is not there.
      const fromServer = (ref: DocumentReference) =>
        getDocFromServer(ref).then(
          (snapshot) => (snapshot.exists() ? snapshot : null),
          (error: unknown) => {
            const failure = toInboxError(error);
            if (failure.code === "permission-denied") return null;
            throw failure;
          },
        );
      const [order, tombstone] = await Promise.all([fromServer(orderRef(docId)), fromServer(tombstoneRef(docId))]);
      const payment: unknown = order?.get("payment");
      return {
        order: order
          ? { status: String(order.get("status")), payment: typeof payment === "string" ? payment : null }
          : null,
        deleted: tombstone !== null,
      };
    },

    watchShopSettings(onData, onError) {
      const stored: { settings?: StoredSettings["settings"]; areas?: StoredSettings["areas"] } = {};
      const fromCache = { settings: true, areas: true };
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        onError(toInboxError(error));
      };
      const emit = () => {
        if (!failed && stored.settings !== undefined && stored.areas !== undefined)
          onData({
            settings: stored.settings,
            areas: stored.areas,
            fromServer: !fromCache.settings && !fromCache.areas,
          });
      };
      // Metadata changes too: the caller learns when the cache's guess is confirmed, or the connection lost.
      const stops = [
        onSnapshot(
          settingsRef,
          { includeMetadataChanges: true },
          (snapshot) => {
            stored.settings = snapshot.exists() ? snapshot.data() : null;
            fromCache.settings = snapshot.metadata.fromCache;
            emit();
          },
          fail,
        ),
        onSnapshot(
          collection(db, AREAS_COLLECTION),
          { includeMetadataChanges: true },
          (snapshot) => {
            stored.areas = snapshot.docs.map((area) => ({ id: area.id, data: area.data() }));
            fromCache.areas = snapshot.metadata.fromCache;
            emit();
          },
          fail,
        ),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },

    async saveShopSettings(change) {
      try {
        if ("deliveryAreas" in change) return await saveAreas(change.deliveryAreas, change.seen);
        let overwrote = false;
        await runTransaction(db, async (transaction) => {
          overwrote = false;
          const current = await transaction.get(settingsRef);
          if (!current.exists()) {
            // The first save writes the whole document: the defaults with this change.
            const soldOut =
              "soldOut" in change
                ? withAvailability([], change.soldOut.description, change.soldOut.available)
                : defaultShopSettings.soldOut;
            transaction.set(settingsRef, {
              ...toSettingsDocument({ ...defaultShopSettings, ...change, soldOut }),
              updatedAt: serverTimestamp(),
            });
            writeDefaultAreas(transaction.set.bind(transaction));
            if ("hours" in change) overwrote = overwroteUnseen(change.seen, defaultShopSettings.hours, change.hours);
            return;
          }
          if ("hours" in change) overwrote = overwroteUnseen(change.seen, current.get("hours"), change.hours);
          const fields =
            "soldOut" in change
              ? {
                  soldOut: change.soldOut.available
                    ? arrayRemove(change.soldOut.description)
                    : arrayUnion(change.soldOut.description),
                }
              : "hours" in change
                ? { hours: change.hours }
                : "pickup" in change
                  ? { pickup: change.pickup }
                  : { paused: change.paused };
          transaction.update(settingsRef, { ...fields, updatedAt: serverTimestamp() });
        });
        return { overwrote };
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async blockCustomer(customerUid, openOrders) {
      try {
        await setDoc(doc(db, "blockedCustomers", customerUid), { blockedAt: serverTimestamp() });
        // A retry finds some deleted already: only those still there go (each with its tombstone).
        const present = await Promise.all(
          openOrders.map(async (order) => ((await getDocFromServer(orderRef(order.docId))).exists() ? order : null)),
        );
        const left = present.filter((order) => order !== null);
        // Each delete's rules read the order, its tombstone and the staff document: small batches.
        for (let start = 0; start < left.length; start += DELETE_BATCH_SIZE) {
          const batch = writeBatch(db);
          for (const order of left.slice(start, start + DELETE_BATCH_SIZE)) {
            batch.delete(orderRef(order.docId));
            batch.set(tombstoneRef(order.docId), { customerUid: order.customerUid, deletedAt: serverTimestamp() });
          }
          await batch.commit();
        }
      } catch (error) {
        throw toInboxError(error);
      }
    },

    watchMyOrders(onOrders, onError) {
      return whenSignedIn(
        (user) =>
          watchMerged(
            [
              query(
                collection(db, "orders"),
                where("customerUid", "==", user.uid),
                orderBy("createdAt", "desc"),
                limit(MY_ORDERS_LIMIT),
              ),
            ],
            onOrders,
            onError,
          ),
        onError,
      );
    },

    async prepareOrderMove(email) {
      try {
        await auth.authStateReady();
        const user = auth.currentUser;
        if (!user?.isAnonymous) return null;
        // From the server only: the cache's empty guess would leave this account's orders behind.
        const own = await getDocsFromServer(query(collection(db, "orders"), where("customerUid", "==", user.uid)));
        if (own.empty) return null;
        // One ticket per anonymous account, for the one Google e-mail that may claim it, for a week.
        const expiresAt = Timestamp.fromMillis(Date.now() + MOVE_TICKET_DAYS * DAY_MS);
        await setDoc(moveRef(user.uid), { from: user.uid, toEmail: email, createdAt: serverTimestamp(), expiresAt });
        return { ticket: user.uid, docIds: own.docs.map((snapshot) => snapshot.id) };
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async finishOrderMove({ ticket, docIds }) {
      try {
        await auth.authStateReady();
        const user = auth.currentUser;
        if (!user) throw notSignedIn();
        const moves = await Promise.allSettled(
          docIds.map((docId) => updateDoc(orderRef(docId), { customerUid: user.uid, movedBy: ticket })),
        );
        // Refused: moved already (a retry), deleted by staff, or the ticket is gone; only the
        // connection is worth another try.
        const unavailable = moves.flatMap((move) =>
          move.status === "rejected" && toInboxError(move.reason).kind === "unavailable" ? [move.reason] : [],
        );
        if (unavailable.length > 0) throw toInboxError(unavailable[0]);
        await deleteDoc(moveRef(ticket)).catch((error: unknown) => {
          if (toInboxError(error).kind === "unavailable") throw error;
        });
      } catch (error) {
        throw toInboxError(error);
      }
    },

    async isStaff(email) {
      try {
        await auth.authStateReady();
        const user = auth.currentUser;
        if (!user || !email || user.email !== email) return false;
        const token = await getIdTokenResult(user);
        if (!mayBeStaff(token)) return false;
        return (await getDoc(doc(db, "staff", email))).exists();
      } catch (error) {
        const failure = toInboxError(error);
        if (failure.code === "permission-denied") return false;
        throw failure;
      }
    },
  };
}
