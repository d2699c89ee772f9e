/**
 * Shoppers and staff as separate Firebase web SDK clients in one Node process, against the
 * emulators of scripts/emulators.ts: each its own app, Auth (in memory) and Firestore, talking
 * through the same inbox code the shop runs. For tests/rules and `npm run bench:inbox`.
 */
import { deleteApp, type FirebaseApp, initializeApp } from "firebase/app";
import {
  type Auth,
  connectAuthEmulator,
  GoogleAuthProvider,
  initializeAuth,
  inMemoryPersistence,
  signInWithCredential,
} from "firebase/auth";
import { type Firestore, terminate } from "firebase/firestore";

import { emulatorSubject } from "../app/lib/account/user";
import { findProduct } from "../app/lib/catalogue/catalogue";
import { type CouponCustomer, couponCustomer } from "../app/lib/coupons/order-coupon.client";
import { createStaffCoupons, type StaffCoupons } from "../app/lib/coupons/staff-coupons.client";
import { type InboxContext, openFirestore } from "../app/lib/firestore/inbox-context.client";
import { InboxError } from "../app/lib/firestore/inbox-error";
import { createOrderMoves, type OrderMoves } from "../app/lib/orders/move-orders.client";
import type { InboxOrderInput } from "../app/lib/orders/order-document";
import { createShopperOrders, type SendResult, type ShopperOrders } from "../app/lib/orders/shopper-orders.client";
import { createStaffOrders, type StaffOrders } from "../app/lib/orders/staff-orders.client";
import { createRatings, type Ratings } from "../app/lib/ratings/ratings.client";
import { createShopSettingsStore, type ShopSettingsStore } from "../app/lib/settings/shop-settings.client";
import { createStaffTeam, type StaffTeam } from "../app/lib/staff/staff-team.client";
import { createStampCards, type StampCards } from "../app/lib/stamps/stamp-cards.client";
import { createTableCodesStore, type TableCodesStore } from "../app/lib/tables/table-codes.client";
import { PROJECT_ID } from "./emulators";

/** Every feature's part on one Auth and Firestore, as the page opens each on its own. */
interface Inbox {
  shopperOrders: ShopperOrders;
  staffOrders: StaffOrders;
  orderMoves: OrderMoves;
  shopSettings: ShopSettingsStore;
  stampCards: StampCards;
  ratings: Ratings;
  tableCodes: TableCodesStore;
  /** The cart's "Aplicar": what the signed-in account's coupon terms depend on. */
  couponCustomer(code: string, forListed?: boolean): Promise<CouponCustomer>;
  staffCoupons: StaffCoupons;
  staffTeam: StaffTeam;
}

function createInbox(context: InboxContext): Inbox {
  return {
    shopperOrders: createShopperOrders(context),
    staffOrders: createStaffOrders(context),
    orderMoves: createOrderMoves(context),
    shopSettings: createShopSettingsStore(context),
    stampCards: createStampCards(context),
    ratings: createRatings(context),
    tableCodes: createTableCodesStore(context),
    couponCustomer: (code, forListed = false) => couponCustomer(context, code, forListed),
    staffCoupons: createStaffCoupons(context),
    staffTeam: createStaffTeam(context),
  };
}

interface EmulatorHosts {
  authHost: string;
  firestoreHost: string;
}

/** One client's Auth and Firestore, and the inbox's parts on them. */
export interface InboxClient extends Inbox {
  auth: Auth;
  db: Firestore;
  close(): Promise<void>;
}

let created = 0;

export function inboxClient(hosts: EmulatorHosts): InboxClient {
  const app: FirebaseApp = initializeApp(
    { apiKey: "demo-key", authDomain: `${PROJECT_ID}.firebaseapp.com`, projectId: PROJECT_ID },
    `client-${++created}`,
  );
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${hosts.authHost}`, { disableWarnings: true });
  const [host = "", port = ""] = hosts.firestoreHost.split(":");
  const db = openFirestore(app, { mode: "emulator", projectId: PROJECT_ID, host, port: Number(port) });
  return {
    auth,
    db,
    ...createInbox({ auth, db }),
    async close() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/** A Google account in the Auth emulator, signed in the way the shop's emulator dialog does it. */
export async function signInWithEmail(client: InboxClient, email: string): Promise<void> {
  await signInWithCredential(client.auth, googleCredential(email));
}

/** What the emulator takes as Google's answer for `email`: an unsigned ID token. */
export function googleCredential(email: string) {
  const token = JSON.stringify({ sub: emulatorSubject(email), email, email_verified: true, name: email.split("@")[0] });
  return GoogleAuthProvider.credential(token);
}

/** A cart line of a catalogue product, at its price. */
export function catalogueLine(description: string, quantity: number): InboxOrderInput["cart"][number] {
  const product = findProduct(description);
  if (!product) throw new Error(`${description} is not in the catalogue`);
  return { description, type: product.type, image: product.image, price: product.price, quantity };
}

/** An order as the checkout makes it; `id` is its time, and its checkout id (the document's) is made from it. */
export function sampleOrder(id: number, overrides: Partial<InboxOrderInput> = {}): InboxOrderInput {
  return {
    id,
    checkoutId: `checkout-${id}`,
    address: {
      rua: "Rua do Bom Jesus",
      bairro: "Recife Antigo",
      cidade: "Recife",
      uf: "PE",
      numero: "125",
      complemento: "",
      cep: "50030170",
    },
    paymentMethod: "dinheiro",
    changeFor: 50,
    cart: [catalogueLine("Latte", 2), catalogueLine("Cold Brew", 1)],
    // Recife's area, as the shop's default settings have it.
    delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
    ...overrides,
  };
}

interface StoredOrder {
  id: string;
  /** The order's number (its time), as the shop shows it. */
  number: number;
  customerUid: string | undefined;
  status: string | undefined;
  /** Whether a Google account placed it, which earns stamps. */
  signedIn: boolean | undefined;
  keys: string[];
  createTime: string;
  updateTime: string;
}

/** Every `orders` document as the emulator holds it, read past the rules. */
export async function ordersInEmulator(firestoreHost: string): Promise<StoredOrder[]> {
  const stored: StoredOrder[] = [];
  let pageToken = "";
  do {
    const url = `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/orders?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ""}`;
    const response = await fetch(url, { headers: { Authorization: "Bearer owner" } });
    if (!response.ok) throw new Error(`Listing orders failed: HTTP ${response.status}`);
    const page = (await response.json()) as {
      documents?: {
        name: string;
        fields: Record<string, { stringValue?: string; integerValue?: string; booleanValue?: boolean }>;
        createTime: string;
        updateTime: string;
      }[];
      nextPageToken?: string;
    };
    for (const document of page.documents ?? []) {
      stored.push({
        id: document.name.slice(document.name.lastIndexOf("/") + 1),
        number: Number(document.fields.id?.integerValue),
        customerUid: document.fields.customerUid?.stringValue,
        status: document.fields.status?.stringValue,
        signedIn: document.fields.signedIn?.booleanValue,
        keys: Object.keys(document.fields),
        createTime: document.createTime,
        updateTime: document.updateTime,
      });
    }
    pageToken = page.nextPageToken ?? "";
  } while (pageToken);
  return stored;
}

/** A flush of the outbox after one that found the service busy: the next event that starts one, say. */
const NEXT_FLUSH_MS = 1000;

/**
 * As the app's outbox sends: what comes back "unavailable" is sent again, after its time to wait (the account's
 * quota, or one of many orders counted at once) or at the next flush (the service busy); anything else is the answer.
 */
export async function sendAsTheOutbox(shopper: InboxClient, order: InboxOrderInput): Promise<SendResult> {
  for (;;) {
    try {
      return await shopper.shopperOrders.sendOrder(order);
    } catch (error) {
      if (!(error instanceof InboxError) || error.kind !== "unavailable") throw error;
      await new Promise((resolve) => setTimeout(resolve, error.retryInMs ?? NEXT_FLUSH_MS));
    }
  }
}
