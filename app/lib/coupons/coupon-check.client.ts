// The cart's "Aplicar" and a refused order's reason: the terms by a plain request (no SDK, no sign-in, as the
// settings are read); the SDK only for a coupon whose terms depend on the account.
import { fromRestFields } from "~/lib/firestore";
import { readOneDocument } from "~/lib/firestore/read-one-document.client";

import {
  checkCoupon,
  type Coupon,
  type CouponCheck,
  type CouponContext,
  COUPONS_COLLECTION,
  normalizeCode,
  parseCoupon,
} from "./coupon";
import { couponCustomerPart } from "./parts";

const READ_TIMEOUT_MS = 10_000;

async function fetchCouponTerms(code: string): Promise<unknown> {
  const fields = await readOneDocument(`${COUPONS_COLLECTION}/${code}`, READ_TIMEOUT_MS);
  if (fields === null) return null;
  const data = fromRestFields(fields);
  const until = data.validUntil;
  return { ...data, validUntil: typeof until === "string" ? Date.parse(until) : null };
}

/** A coupon's terms and what they depend on of the account: the cart checks them again as the cart changes. */
export interface CouponFacts {
  code: string;
  coupon: Coupon | null;
  customer: Pick<CouponContext, "google" | "earlierOrders" | "usedTimes" | "listed">;
}

/** Rejects when the coupon or the account cannot be read (offline): the caller says so, never "invalid". */
export async function readCouponFacts(code: string): Promise<CouponFacts> {
  const normalized = normalizeCode(code) ?? code;
  const coupon = normalizeCode(code) ? parseCoupon(await fetchCouponTerms(normalized)) : null;
  const personal = coupon !== null && (coupon.perCustomer !== null || coupon.firstOrderOnly || coupon.forListed);
  const customer = personal
    ? await (await couponCustomerPart.open()).customer(normalized, coupon.forListed)
    : { google: false, earlierOrders: null, usedTimes: null, listed: null };
  return { code: normalized, coupon, customer };
}

function checkCouponFacts(facts: CouponFacts, subtotal: number, now: number): CouponCheck {
  return checkCoupon(facts.coupon, { ...facts.customer, subtotal, now });
}

export async function checkCouponCode(code: string, subtotal: number): Promise<CouponCheck> {
  return checkCouponFacts(await readCouponFacts(code), subtotal, Date.now());
}
