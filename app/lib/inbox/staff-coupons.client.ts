import {
  collection,
  doc,
  type DocumentSnapshot,
  getDocFromServer,
  onSnapshot,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from "firebase/firestore";

import { type Coupon, COUPONS_COLLECTION, type NewCoupon, parseCoupon } from "~/lib/coupons";

import type { InboxContext } from "./inbox-context.client";
import { type InboxError, toInboxError } from "./inbox-error";

export interface StaffCoupons {
  /** Staff only (the rules let nobody else list them), newest code first in the caller's order. */
  watchCoupons(onCoupons: (coupons: Coupon[]) => void, onError: (error: InboxError) => void): () => void;
  /** Resolves once the server has it; "exists" when the code is taken. */
  createCoupon(coupon: NewCoupon): Promise<"created" | "exists">;
  deactivateCoupon(code: string): Promise<void>;
}

function toCoupon(snapshot: DocumentSnapshot): Coupon | null {
  const until: unknown = snapshot.get("validUntil");
  return parseCoupon({ ...snapshot.data(), validUntil: until instanceof Timestamp ? until.toMillis() : null });
}

export function createStaffCoupons({ db }: InboxContext): StaffCoupons {
  const couponRef = (code: string) => doc(db, COUPONS_COLLECTION, code);
  return {
    watchCoupons(onCoupons, onError) {
      return onSnapshot(
        collection(db, COUPONS_COLLECTION),
        (snapshot) => onCoupons(snapshot.docs.flatMap((document) => toCoupon(document) ?? [])),
        (error) => onError(toInboxError(error)),
      );
    },
    async createCoupon(coupon) {
      try {
        if ((await getDocFromServer(couponRef(coupon.code))).exists()) return "exists";
        const validUntil = coupon.validUntil === null ? null : Timestamp.fromMillis(coupon.validUntil);
        await setDoc(couponRef(coupon.code), {
          ...coupon,
          validUntil,
          active: true,
          uses: 0,
          lastOrderId: null,
          createdAt: serverTimestamp(),
        });
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
