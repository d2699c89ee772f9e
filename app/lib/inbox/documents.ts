/**
 * The shop's order inbox in Firestore, the pure part: statuses, the document an order
 * becomes (`orders/{id}`, checked by firestore.rules), and the order staff read back.
 * The Firebase side is client.ts, loaded only with a dynamic import.
 */
import * as z from "zod/mini";

import { cartTotal, LINE_QUANTITY, MAX_CART_LINES } from "~/lib/cart";
import {
  catalogueWithOptions,
  type Choices,
  chosenOptions,
  findProduct,
  optionGroupsOf,
  reconcileChoices,
} from "~/lib/catalogue";
import { type AddressOrigin, addressOrigins, paymentMethods } from "~/lib/orders";
import { cleanText } from "~/lib/platform";
import { type OrderMode, orderModes, SHOP_OFFSET_MS } from "~/lib/shop";

/** The way an order moves at the shop, in order; firestore.rules gets them from here (rules-facts.ts). */
export const orderStatuses = ["Pendente", "Em preparo", "Saiu para entrega", "Entregue", "Cancelado"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return orderStatuses.includes(value as OrderStatus);
}

const finalStatuses: readonly OrderStatus[] = ["Entregue", "Cancelado"];

/**
 * Where an order may go from `status`: forward only (a step may be skipped, as for a pickup), and
 * "Cancelado" from anything before "Entregue"; "Entregue" and "Cancelado" are final.
 */
export function nextStatuses(status: string): OrderStatus[] {
  if (!isOrderStatus(status) || finalStatuses.includes(status)) return [];
  return orderStatuses.slice(orderStatuses.indexOf(status) + 1);
}

/** Orders staff still have to act on: not yet delivered nor cancelled. */
export const inProgressStatuses = orderStatuses.filter((status) => !finalStatuses.includes(status));

/** How often one account may place an order: a flood is held back, an honest shopper never notices. */
export const orderQuota = { minSecondsBetween: 30, perDay: 20 } as const;

/**
 * How long the ticket an anonymous account writes, to move its orders to the Google account the
 * shopper signs in to, stays good: a move cut off (offline) is finished at a later visit.
 */
export const MOVE_TICKET_DAYS = 7;

/**
 * The largest order number (`id`, the Pix txid too) the rules accept: every client reads it
 * exactly, so whatever the rules accept, /Admin shows.
 */
export const MAX_ORDER_NUMBER = Number.MAX_SAFE_INTEGER;

/** The shop's day, for the daily quota, starts at its midnight (Recife's). */
const SHOP_UTC_OFFSET_MS = SHOP_OFFSET_MS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's day number (days since 1970-01-01 in Recife) of a time in ms. */
export function shopDay(ms: number): number {
  return Math.floor((ms + SHOP_UTC_OFFSET_MS) / DAY_MS);
}

export const shopDayOffsetMs = SHOP_UTC_OFFSET_MS;

/**
 * What an order's document id (its checkout id) looks like: random, so nobody can collide with it
 * or guess it; checkout.ts makes 24 hex digits.
 */
export const checkoutIdPattern = "[0-9A-Za-z_-]{20,64}";

/**
 * Who may be staff, besides a `staff/{email}` document: a Google sign-in whose e-mail Google
 * verified. The same test as firestore.rules' isStaff(), on the same ID token claims.
 */
export function mayBeStaff(token: { signInProvider: string | null; claims: Record<string, unknown> }): boolean {
  return (
    token.signInProvider === "google.com" &&
    token.claims.email_verified === true &&
    typeof token.claims.email === "string" &&
    token.claims.email !== ""
  );
}

/** The limits firestore.rules enforce, held to them by its tests; the cart's line limits are the same. */
export const inboxLimits = {
  maxText: 200,
  /** Lines of one order: a product with other choices is another line (cart-quantity.ts). */
  maxLines: MAX_CART_LINES,
  minQuantity: LINE_QUANTITY.min,
  maxQuantity: LINE_QUANTITY.max,
} as const;

/**
 * What the inbox reads from a local order, by name: the stored `Order` satisfies it, and whatever
 * else a stored order carries stays on the device.
 */
export interface InboxOrderInput {
  id: number;
  checkoutId?: string | undefined;
  /** "pickup", or a delivery (absent on orders of older versions). */
  mode?: string | undefined;
  /** null for a pickup. */
  address: {
    rua: string;
    bairro: string;
    cidade: string;
    uf: string;
    numero: string;
    complemento: string;
    cep: string;
    origem?: string | undefined;
  } | null;
  /** Checked by firestore.rules: one of `paymentMethods`. */
  paymentMethod: string;
  changeFor?: number | null | undefined;
  cart: readonly {
    description: string;
    type: string;
    image: string;
    price: number;
    quantity: number;
    /** Absent on orders of older versions: the product's defaults. */
    choices?: Choices | undefined;
  }[];
  /** The area's fee and time range; firestore.rules refuse an order without it. */
  delivery?: { fee: number; minMinutes: number; maxMinutes: number } | undefined;
  /** The shopper's note; the rules take at most ORDER_NOTE_MAX characters. */
  note?: string | undefined;
}

/** `orders/{id}` as the customer creates it, less `createdAt` (the server's time, set by the caller). */
interface OrderDocument {
  id: number;
  checkoutId: string;
  mode: OrderMode;
  /** null for a pickup: the rules accept no address only then. */
  address: (NonNullable<InboxOrderInput["address"]> & { origem: AddressOrigin }) | null;
  paymentMethod: string;
  changeFor: number | null;
  /** Each line as `cartLineText` writes it. */
  cart: string[];
  /** The lines' sum in reais, as the cart sums them: the rules check it once and compare the area's amounts with it. */
  subtotal: number;
  status: "Pendente";
  payment: null;
  customerUid: string;
  delivery: { fee: number; minMinutes: number; maxMinutes: number } | null;
  /** "" when the shopper wrote none. */
  note: string;
}

const checkoutIdRegExp = new RegExp(`^${checkoutIdPattern}$`);

/**
 * The document id of an order: its checkout id, random, so a retry writes the same document and
 * nobody else can take or guess it; null for an order without one (the rules would refuse it).
 */
export function orderDocumentId(order: Pick<InboxOrderInput, "checkoutId">): string | null {
  return order.checkoutId && checkoutIdRegExp.test(order.checkoutId) ? order.checkoutId : null;
}

/** Between a line's fields, and between the lines when the rules join them (rules-facts.ts). */
export const FIELD_SEPARATOR = "\u001f";
export const LINE_SEPARATOR = "\u001e";

/**
 * Prices in a cart line are written as runs of this mark, one per PRICE_UNIT_CENTS: the rules
 * check each option's price as a run of fixed length in the line's pattern, and add a line up by
 * counting its marks (decision 0019).
 */
export const PRICE_MARK = "\u00a4";

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** The largest amount, in cents, every price of the catalogue and its options is a whole number of. */
export const PRICE_UNIT_CENTS = catalogueWithOptions()
  .flatMap(({ product, groups }) => [product.price, ...groups.flatMap((group) => group.options.map((o) => o.price))])
  .map((price) => Math.round(price * 100))
  .reduce(greatestCommonDivisor, 0);

/** A price as its run of marks. */
export function priceRun(price: number): string {
  return PRICE_MARK.repeat(Math.round(price * 100) / PRICE_UNIT_CENTS);
}

/**
 * A cart line as the order document stores it: "quantity␟description␟base␟group…", each group's
 * chosen options in the product's group order, each option's name followed by its price's run of
 * marks (a group without a choice is empty). Text the rules match for the whole cart at once and
 * add up by counting marks (decisions 0014, 0019).
 */
export function cartLineText(line: InboxOrderInput["cart"][number]): string {
  const product = findProduct(line.description);
  const groups = product ? optionGroupsOf(product) : [];
  const choices = reconcileChoices(groups, line.choices);
  const slots = groups.map((group) =>
    chosenOptions([group], choices)
      .map((option) => option.name + priceRun(option.price))
      .join(""),
  );
  // The base is what the shopper was shown less today's options: a price changed since is refused, not rewritten.
  const optionsCents = chosenOptions(groups, choices).reduce((sum, option) => sum + Math.round(option.price * 100), 0);
  const baseCents = Math.round(line.price * 100) - optionsCents;
  const base =
    baseCents >= 0 && baseCents % PRICE_UNIT_CENTS === 0 ? priceRun(baseCents / 100) : String(baseCents / 100);
  return [String(line.quantity), line.description, base, ...slots].join(FIELD_SEPARATOR);
}

/** The lines as the document stores them: equal lines (product and choices) merged, in the cart's order. */
function documentLines(cart: InboxOrderInput["cart"]): string[] {
  const byLine = new Map<string, InboxOrderInput["cart"][number]>();
  for (const line of cart) {
    const key = cartLineText({ ...line, quantity: 0 });
    const earlier = byLine.get(key);
    byLine.set(key, { ...line, quantity: line.quantity + (earlier?.quantity ?? 0) });
  }
  return [...byLine.values()].map(cartLineText);
}

const optionInText = new RegExp(`([^${PRICE_MARK}]+)(${PRICE_MARK}*)`, "g");

/** One stored line of this version ("quantity␟description␟base␟group…"), or null when it is not one. */
function readOptionLine(fields: readonly string[]) {
  const [quantity = "", description = "", base = "", ...slots] = fields;
  const product = findProduct(description);
  const groups = product ? optionGroupsOf(product) : [];
  if (![...base].every((mark) => mark === PRICE_MARK)) return null;
  let marks = [...base].length;
  const choices: Record<string, string[]> = {};
  for (const [index, slot] of slots.entries()) {
    for (const [, name = "", run = ""] of slot.matchAll(optionInText)) {
      marks += [...run].length;
      // A group this version does not know (another version's document) is shown under its position.
      const group = groups[index]?.name ?? `Opções ${index + 1}`;
      (choices[group] ??= []).push(name);
    }
  }
  return {
    description,
    type: product?.type ?? "",
    image: product?.image ?? "",
    price: (marks * PRICE_UNIT_CENTS) / 100,
    quantity: Number(quantity),
    choices,
  };
}

/**
 * A stored cart's lines, as the rules read them: joined and split again (so a line that holds a
 * line separator reads as the rules read it). This version's lines start with their quantity
 * ("quantity␟description␟base␟group…", options with their prices); lines of orders before
 * decision 0019 are "description␟price␟quantity"; type and image from the catalogue. Lines written
 * as maps (by versions before decision 0014) are kept as they are. Null when a line is none.
 */
function readCartLines(cart: unknown): unknown {
  if (!Array.isArray(cart) || !cart.every((line): line is string => typeof line === "string")) return cart;
  const lines = cart.join(LINE_SEPARATOR).split(LINE_SEPARATOR);
  const read = lines.map((text) => {
    const fields = text.split(FIELD_SEPARATOR);
    if (/^[0-9]+$/.test(fields[0] ?? "")) return readOptionLine(fields);
    const [description = "", price = "", quantity = "", ...rest] = fields;
    const product = findProduct(description);
    return rest.length > 0
      ? null
      : {
          description,
          type: product?.type ?? "",
          image: product?.image ?? "",
          price: Number(price),
          quantity: Number(quantity),
        };
  });
  return read.every((line) => line !== null) ? read : null;
}

function toAddressDocument(address: NonNullable<InboxOrderInput["address"]>): OrderDocument["address"] {
  // Orders of older versions may hold text the rules refuse now: stored as this version stores it.
  const [rua, bairro, cidade, numero, complemento] = [
    address.rua,
    address.bairro,
    address.cidade,
    address.numero,
    address.complemento,
  ].map((text) => cleanText(text));
  const { uf, cep, origem } = address;
  return {
    rua: rua ?? "",
    bairro: bairro ?? "",
    cidade: cidade ?? "",
    uf,
    numero: numero ?? "",
    complemento: complemento ?? "",
    cep,
    // Orders saved before the address could be typed by hand all came from a CEP lookup.
    origem: origem === "manual" ? "manual" : "cep",
  };
}

export function toOrderDocument(order: InboxOrderInput, customerUid: string): OrderDocument {
  const pickup = order.mode === "pickup";
  return {
    id: order.id,
    checkoutId: order.checkoutId ?? "",
    mode: pickup ? "pickup" : "delivery",
    address: pickup || !order.address ? null : toAddressDocument(order.address),
    paymentMethod: order.paymentMethod,
    changeFor: order.paymentMethod === "dinheiro" ? (order.changeFor ?? null) : null,
    cart: documentLines(order.cart),
    subtotal: cartTotal(order.cart),
    status: "Pendente",
    payment: null,
    customerUid,
    delivery: order.delivery
      ? { fee: order.delivery.fee, minMinutes: order.delivery.minMinutes, maxMinutes: order.delivery.maxMinutes }
      : null,
    note: cleanText(order.note ?? "", { keepLineBreaks: true }),
  };
}

/**
 * An order as staff read it back. Tolerant, so that a document written by another version of the
 * app still shows: a status this version does not know is kept as it is, missing optional fields
 * get defaults. `createdAt` is the server's time in ms (client.ts converts the Timestamp),
 * null while the server has not stamped it.
 */
const shopOrderSchema = z.object({
  /** The Firestore document's id (the checkout id of the orders this version writes). */
  docId: z.string(),
  id: z.int().check(z.positive(), z.lte(MAX_ORDER_NUMBER)),
  checkoutId: z._default(z.string(), ""),
  /** Absent on the documents of older versions: deliveries. */
  mode: z.catch(z._default(z.enum(orderModes), "delivery"), "delivery"),
  /** null for a pickup. */
  address: z.nullable(
    z.object({
      rua: z._default(z.string(), ""),
      bairro: z._default(z.string(), ""),
      cidade: z._default(z.string(), ""),
      uf: z._default(z.string(), ""),
      numero: z._default(z.string(), ""),
      complemento: z._default(z.string(), ""),
      cep: z._default(z.string(), ""),
      origem: z.catch(z.enum(addressOrigins), "cep"),
    }),
  ),
  paymentMethod: z.enum(paymentMethods),
  changeFor: z.catch(z.nullable(z.number()), null),
  cart: z.pipe(
    z.transform(readCartLines),
    z.array(
      z.object({
        description: z.string(),
        type: z._default(z.string(), ""),
        image: z._default(z.string(), ""),
        price: z.number(),
        quantity: z.int(),
        /** Absent on lines of orders before options (decision 0019). */
        choices: z.optional(z.record(z.string(), z.array(z.string()))),
      }),
    ),
  ),
  status: z._default(z.string(), "Pendente"),
  /** null until staff confirm a Pix payment ("Pix recebido"); anything else shows as not confirmed. */
  payment: z.catch(z.nullable(z.string()), null),
  customerUid: z._default(z.string(), ""),
  createdAt: z.catch(z.nullable(z.number()), null),
  /** Absent on the documents of older versions: no fee. */
  delivery: z.catch(
    z.optional(z.object({ fee: z.number(), minMinutes: z.number(), maxMinutes: z.number() })),
    undefined,
  ),
  /** Absent on the documents of older versions: no note. */
  note: z.catch(z._default(z.string(), ""), ""),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export function parseShopOrder(data: unknown): ShopOrder | null {
  const parsed = shopOrderSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Newest first: the latest to reach the shop on top, by id when the server time is not known yet. */
export function newestShopOrdersFirst(orders: readonly ShopOrder[]): ShopOrder[] {
  return [...orders].sort((a, b) => (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity) || b.id - a.id);
}

/** The document ids of a customer's orders still in progress: what "Bloquear cliente" deletes. */
export function customerOpenOrders(orders: readonly ShopOrder[], customerUid: string): string[] {
  const inProgress: readonly string[] = inProgressStatuses;
  return orders
    .filter((order) => order.customerUid === customerUid && inProgress.includes(order.status))
    .map((order) => order.docId);
}

/** Several lists of the shop's orders as one, newest first, each document once (the first list's copy wins). */
export function mergeShopOrders(...lists: readonly (readonly ShopOrder[])[]): ShopOrder[] {
  const byDocument = new Map<string, ShopOrder>();
  for (const list of lists)
    for (const order of list) if (!byDocument.has(order.docId)) byDocument.set(order.docId, order);
  return newestShopOrdersFirst([...byDocument.values()]);
}

/** How far back staff's live list reaches, besides every order still in progress. */
export const LIVE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How many older orders "Carregar pedidos anteriores" brings at a time. */
export const OLDER_PAGE_SIZE = 20;

/** The account's order quota as stored (`orderQuotas/{uid}`), when it last ordered and how many today. */
export interface OrderQuota {
  lastOrderAt: number;
  day: number;
  dayCount: number;
}

/**
 * What the quota allows at `now`: "go" with the count to write, or "wait" this many ms (the 30 s
 * between orders, or until the shop's next day once today's are spent).
 */
export function quotaDecision(
  quota: OrderQuota | null,
  now: number,
): { kind: "go"; day: number; dayCount: number } | { kind: "wait"; ms: number } {
  const today = shopDay(now);
  if (!quota) return { kind: "go", day: today, dayCount: 1 };
  const sameDay = quota.day === today;
  if (sameDay && quota.dayCount >= orderQuota.perDay) {
    const nextDayStart = (today + 1) * DAY_MS - SHOP_UTC_OFFSET_MS;
    return { kind: "wait", ms: nextDayStart - now };
  }
  const wait = quota.lastOrderAt + orderQuota.minSecondsBetween * 1000 - now;
  if (wait > 0) return { kind: "wait", ms: wait };
  return { kind: "go", day: today, dayCount: sameDay ? quota.dayCount + 1 : 1 };
}

/**
 * Why an inbox call failed: "rejected" when the rules (or the data) refuse it, so a retry of the
 * same call would fail the same way; "unavailable" when it may work later (offline, the server
 * busy, sign-in not reachable, the inbox not configured in this build).
 */
type InboxErrorKind = "rejected" | "unavailable";

export class InboxError extends Error {
  override readonly name = "InboxError";

  constructor(
    readonly kind: InboxErrorKind,
    /** Firebase's code ("permission-denied", "unavailable", "auth/network-request-failed", …) or ours ("not-configured", "held"). */
    readonly code: string,
    message = `${kind}: ${code}`,
    options?: { cause?: unknown; retryInMs?: number },
  ) {
    super(message, options);
    this.retryInMs = options?.retryInMs ?? null;
  }

  /** For an order the account's quota holds back: when to send it again. */
  readonly retryInMs: number | null;
}

/**
 * An order whose number another order took first (two devices numbering in the same
 * millisecond): the outbox numbers it anew and sends it again.
 */
export const NUMBER_TAKEN = "number-taken";

const rejectedCodes = new Set(["permission-denied", "invalid-argument", "not-found", "already-exists", "out-of-range"]);

export function inboxErrorKind(code: string): InboxErrorKind {
  return rejectedCodes.has(code) ? "rejected" : "unavailable";
}

export function toInboxError(error: unknown): InboxError {
  if (error instanceof InboxError) return error;
  const code =
    typeof error === "object" && error && "code" in error && typeof error.code === "string" ? error.code : "unknown";
  const message = error instanceof Error ? error.message : String(error);
  return new InboxError(inboxErrorKind(code), code, message, { cause: error });
}
