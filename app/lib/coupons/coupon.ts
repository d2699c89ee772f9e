import * as z from "zod/mini";

import { formatBRL, fromCents, toCents } from "~/lib/catalogue";
import { SHOP_OFFSET_MS } from "~/lib/shop";

/**
 * Letters and digits, stored and shown in capitals: the document id is the code (`coupons/{CODE}`). At least six:
 * 36^6 codes, where every 3-character one was read in seconds.
 */
export const COUPON_CODE_MIN_LENGTH = 6;
export const COUPON_CODE_MAX_LENGTH = 20;
export const COUPON_CODE_PATTERN = `[A-Z0-9]{${COUPON_CODE_MIN_LENGTH},${COUPON_CODE_MAX_LENGTH}}`;
const codeRegExp = new RegExp(`^${COUPON_CODE_PATTERN}$`);
/** The terms, which anyone reads by the exact code. */
export const COUPONS_COLLECTION = "coupons";
/** Each coupon's total count, limit and last orders: staff's only (`couponCounts/{CODE}`). */
export const COUPON_COUNTS_COLLECTION = "couponCounts";
export const COUPON_USES_COLLECTION = "couponUses";
export const COUPON_GRANTS_COLLECTION = "couponGrants";
/** A listed coupon's customers, with its terms and count, fit one batch of Firestore's 500 writes. */
export const MAX_LISTED_CUSTOMERS = 400;
/** "Limite por cliente" when staff leave it as it comes. */
export const DEFAULT_PER_CUSTOMER = 1;
export const MAX_PERCENT = 100;
export const MAX_COUPON_REAIS = 1000;

const couponKinds = ["percent", "fixed"] as const;

/** A coupon's terms as a shopper reads them; `validUntil` (ms) is the end of its last day in the shop's time. */
export const couponSchema = z.object({
  code: z.string().check(z.regex(codeRegExp)),
  kind: z.enum(couponKinds),
  value: z.number().check(z.positive()),
  maxDiscount: z.nullable(z.number().check(z.positive())),
  minOrder: z.nullable(z.number().check(z.nonnegative())),
  validUntil: z.nullable(z.number()),
  firstOrderOnly: z.boolean(),
  perCustomer: z.nullable(z.int().check(z.positive())),
  /** Only for the customers the Dono listed ("Criar cupom para eles"): each has a `couponGrants/{CODE}_{uid}`. */
  forListed: z._default(z.boolean(), false),
  active: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** How many orders used a coupon, of at most "Limite total": what only staff read. */
const couponCountSchema = z.object({
  totalLimit: z.nullable(z.int().check(z.positive())),
  uses: z.int().check(z.nonnegative()),
});
export type CouponCount = z.infer<typeof couponCountSchema>;

/** What staff see in "Cupons": the terms and the count. */
export type StaffCoupon = Coupon & CouponCount;

export function parseCoupon(data: unknown): Coupon | null {
  const parsed = couponSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Null until both are read and whole: staff never see a coupon with a count it does not have. */
export function parseStaffCoupon(terms: unknown, count: unknown): StaffCoupon | null {
  const coupon = parseCoupon(terms);
  const parsed = couponCountSchema.safeParse(count);
  return coupon && parsed.success ? { ...coupon, ...parsed.data } : null;
}

/** What a shopper typed, as the code is stored: capitals, no spaces; null when it cannot be a code. */
export function normalizeCode(text: string): string | null {
  const code = text.replace(/\s+/g, "").toUpperCase();
  return codeRegExp.test(code) ? code : null;
}

/** What the terms take off products worth `subtotal` reais, in cents: a percent floored, at most its cap. */
export function discountCents(coupon: Pick<Coupon, "kind" | "value" | "maxDiscount">, subtotal: number): number {
  const products = Math.max(0, toCents(subtotal));
  const off =
    coupon.kind === "percent"
      ? Math.min(Math.floor((products * Math.round(coupon.value)) / 100), toCents(coupon.maxDiscount ?? Infinity))
      : toCents(coupon.value);
  return Math.max(0, Math.min(off, products));
}

export function couponDiscount(coupon: Pick<Coupon, "kind" | "value" | "maxDiscount">, subtotal: number): number {
  return fromCents(discountCents(coupon, subtotal));
}

/** The end of a "Válido até" date (yyyy-mm-dd) in the shop's time, in ms; null for an impossible date. */
export function endOfShopDay(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== date) return null;
  return start + 24 * 60 * 60 * 1000 - SHOP_OFFSET_MS;
}

/** The shop's date (yyyy-mm-dd) a coupon is valid through. */
export function shopDateOf(validUntil: number): string {
  return new Date(validUntil - 1 + SHOP_OFFSET_MS).toISOString().slice(0, 10);
}

export const couponMessages = {
  invalid: "Cupom inválido",
  expired: "Cupom expirado",
  used: "Você já usou este cupom",
  mayBeSoldOut: "Este cupom pode ter esgotado",
  firstOrder: "Cupom válido só no primeiro pedido",
  google: "Entre com Google para usar este cupom",
  notListed: "Este cupom não é para esta conta",
  both: "Só um cupom por pedido",
} as const;

function minimumMessage(minOrder: number): string {
  return `Pedido mínimo para este cupom: ${formatBRL(minOrder)}`;
}

/**
 * For a first-order coupon: whether the account ordered before. Its quota names its last order, which does
 * not count when it was cancelled and gave this coupon's use back (the rules' same test).
 */
export function orderedBefore(quotaLastOrderId: string | null, useLastReleasedId: string | null): boolean {
  return quotaLastOrderId !== null && quotaLastOrderId !== useLastReleasedId;
}

/** What the shopper knows before sending: the customer's facts are null while unknown. */
export interface CouponContext {
  subtotal: number;
  now: number;
  google: boolean;
  /** Orders this account placed before; null when not known yet. */
  earlierOrders: boolean | null;
  /** Times this account used the coupon; null when not known yet. */
  usedTimes: number | null;
  /** Whether a listed coupon lists this account; null when not known yet. */
  listed: boolean | null;
}

export type CouponCheck = { ok: true; amount: number } | { ok: false; message: string };

/**
 * One refusal at a time, in the order a shopper can act on them; the rules hold the same terms, and the total limit,
 * which a shopper cannot read.
 */
export function checkCoupon(coupon: Coupon | null, context: CouponContext): CouponCheck {
  if (!coupon || !coupon.active) return { ok: false, message: couponMessages.invalid };
  if (coupon.validUntil !== null && context.now >= coupon.validUntil)
    return { ok: false, message: couponMessages.expired };
  if (coupon.forListed && context.listed === false) return { ok: false, message: couponMessages.notListed };
  if (coupon.perCustomer !== null && !context.google) return { ok: false, message: couponMessages.google };
  if (coupon.firstOrderOnly && context.earlierOrders) return { ok: false, message: couponMessages.firstOrder };
  if (coupon.perCustomer !== null && (context.usedTimes ?? 0) >= coupon.perCustomer)
    return { ok: false, message: couponMessages.used };
  if (coupon.minOrder !== null && toCents(context.subtotal) < toCents(coupon.minOrder))
    return { ok: false, message: minimumMessage(coupon.minOrder) };
  return { ok: true, amount: couponDiscount(coupon, context.subtotal) };
}

/** As an order stores it: the code and the reais taken off its products. */
export interface OrderCoupon {
  code: string;
  amount: number;
}

/** The cart's hidden coupon fields: none, the coupon, or "invalid" (never silently the full price). */
export function formCoupon(code: string, amount: string, subtotal: number): OrderCoupon | null | "invalid" {
  if (code === "") return null;
  const normalized = normalizeCode(code);
  const reais = Number(amount);
  if (!normalized || amount === "" || !Number.isFinite(reais) || reais < 0) return "invalid";
  if (toCents(reais) > toCents(subtotal)) return "invalid";
  return { code: normalized, amount: fromCents(toCents(reais)) };
}
