import {
  collection,
  doc,
  type DocumentSnapshot,
  getDocFromServer,
  onSnapshot,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
} from "firebase/firestore";

import { type InboxError, toInboxError } from "~/lib/firestore";
import type { InboxContext } from "~/lib/firestore/inbox-context.client";

import {
  COUPON_COUNTS_COLLECTION,
  COUPON_GRANTS_COLLECTION,
  COUPONS_COLLECTION,
  parseStaffCoupon,
  type StaffCoupon,
} from "./coupon";
import { type NewCoupon } from "./coupon-form";

export interface StaffCoupons {
  /** Staff only (the rules let nobody else list them or read a count), newest code first in the caller's order. */
  watchCoupons(onCoupons: (coupons: StaffCoupon[]) => void, onError: (error: InboxError) => void): () => void;
  /** Resolves once the server has it; "exists" when the code is taken. */
  createCoupon(coupon: NewCoupon): Promise<"created" | "exists">;
  deactivateCoupon(code: string): Promise<void>;
}

function termsOf(snapshot: DocumentSnapshot): unknown {
  const until: unknown = snapshot.get("validUntil");
  return { ...snapshot.data(), validUntil: until instanceof Timestamp ? until.toMillis() : null };
}

/** The terms and the counts arrive apart: a coupon is listed once both are known. */
function joinCoupons(terms: readonly DocumentSnapshot[], counts: ReadonlyMap<string, unknown>): StaffCoupon[] {
  return terms.flatMap((snapshot) => parseStaffCoupon(termsOf(snapshot), counts.get(snapshot.id)) ?? []);
}

export function createStaffCoupons({ db }: InboxContext): StaffCoupons {
  const couponRef = (code: string) => doc(db, COUPONS_COLLECTION, code);
  return {
    watchCoupons(onCoupons, onError) {
      let terms: DocumentSnapshot[] | null = null;
      let counts: Map<string, unknown> | null = null;
      const show = () => {
        if (terms && counts) onCoupons(joinCoupons(terms, counts));
      };
      const failed = (error: unknown) => onError(toInboxError(error));
      const stops = [
        onSnapshot(
          collection(db, COUPONS_COLLECTION),
          (snapshot) => {
            terms = snapshot.docs;
            show();
          },
          failed,
        ),
        onSnapshot(
          collection(db, COUPON_COUNTS_COLLECTION),
          (snapshot) => {
            counts = new Map(snapshot.docs.map((count) => [count.id, count.data()]));
            show();
          },
          failed,
        ),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
    async createCoupon({ totalLimit, forCustomers, ...coupon }) {
      try {
        if ((await getDocFromServer(couponRef(coupon.code))).exists()) return "exists";
        const validUntil = coupon.validUntil === null ? null : Timestamp.fromMillis(coupon.validUntil);
        const batch = writeBatch(db);
        const terms = { ...coupon, validUntil, forListed: forCustomers !== null, active: true };
        batch.set(couponRef(coupon.code), { ...terms, createdAt: serverTimestamp() });
        batch.set(doc(db, COUPON_COUNTS_COLLECTION, coupon.code), { totalLimit, uses: 0, lastOrderId: null });
        for (const uid of forCustomers ?? [])
          batch.set(doc(db, COUPON_GRANTS_COLLECTION, `${coupon.code}_${uid}`), {
            code: coupon.code,
            customerUid: uid,
          });
        await batch.commit();
        return "created";
      } catch (error) {
        throw toInboxError(error);
      }
    },
    async deactivateCoupon(code) {
      try {
        await updateDoc(couponRef(code), { active: false });
      } catch (error) {
        throw toInboxError(error);
      }
    },
  };
}
