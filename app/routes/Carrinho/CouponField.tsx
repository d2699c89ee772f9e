import { useState } from "react";

import { FormField } from "~/components/FormField";
import { formatBRL } from "~/lib/catalogue";
import { checkCoupon } from "~/lib/coupons";
import type { CouponFacts } from "~/lib/coupons/coupon-check.client";
import { importWhenReachable } from "~/lib/platform";
import { button } from "~/styles/shared.css";

import * as styles from "./Carrinho.css";

const UNREADABLE = "Não foi possível conferir o cupom agora. Verifique a conexão e tente de novo.";

/** The cart's coupon: read when applied, checked again whenever the cart (its subtotal) or the minute changes. */
export function useCoupon(subtotal: number, now: number) {
  const [facts, setFacts] = useState<CouponFacts | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const apply = async (text: string) => {
    setPending(true);
    setFailure(null);
    try {
      const { readCouponFacts } = await importWhenReachable(() => import("~/lib/coupons/coupon-check.client"));
      setFacts(await readCouponFacts(text));
    } catch (error) {
      console.warn("The coupon could not be read:", error);
      setFailure(UNREADABLE);
    } finally {
      setPending(false);
    }
  };
  const remove = () => {
    setFacts(null);
    setFailure(null);
  };
  const result = facts
    ? checkCoupon(facts.coupon, { ...facts.customer, subtotal, now: Math.max(now, Date.now()) })
    : null;
  const applied = facts && result?.ok ? { code: facts.code, amount: result.amount } : null;
  return { result, applied, pending, failure, apply, remove };
}

type CouponState = ReturnType<typeof useCoupon>;

export function CouponField({ coupon }: { coupon: CouponState }) {
  const [text, setText] = useState("");
  const refused = coupon.result && !coupon.result.ok ? coupon.result.message : null;
  if (coupon.applied) return null;
  return (
    <form
      className={styles.couponForm}
      aria-label="Cupom de desconto"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== "") void coupon.apply(text);
      }}
    >
      <FormField
        label="Cupom"
        name="cupom-digitado"
        value={text}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(event) => setText(event.currentTarget.value)}
        error={refused ?? coupon.failure ?? undefined}
      />
      <button type="submit" className={button.secondary} disabled={coupon.pending}>
        {coupon.pending ? "Conferindo…" : "Aplicar"}
      </button>
    </form>
  );
}

/** The summary's line for an applied coupon, with the fields the order is sent with. */
export function CouponLine({ coupon }: { coupon: CouponState }) {
  if (!coupon.applied) return null;
  return (
    <div className={styles.totalRow}>
      <dt>Cupom {coupon.applied.code}</dt>
      <dd>
        −{formatBRL(coupon.applied.amount)}{" "}
        <button type="button" className={button.ghost} onClick={coupon.remove}>
          Remover cupom
        </button>
        <input type="hidden" form="checkout" name="cupom" value={coupon.applied.code} />
        <input type="hidden" form="checkout" name="cupomDesconto" value={String(coupon.applied.amount)} />
      </dd>
    </div>
  );
}
