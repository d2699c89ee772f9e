import { useState } from "react";

import { formatBRL } from "~/lib/catalogue";
import { shopDateOf, type StaffCoupon } from "~/lib/coupons";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./ShopSettingsPanel.css";

function discountText(coupon: StaffCoupon): string {
  if (coupon.kind === "fixed") return formatBRL(coupon.value);
  return coupon.maxDiscount === null ? `${coupon.value}%` : `${coupon.value}% (até ${formatBRL(coupon.maxDiscount)})`;
}

function termsText(coupon: StaffCoupon): string {
  return [
    coupon.minOrder === null ? null : `mínimo ${formatBRL(coupon.minOrder)}`,
    coupon.validUntil === null ? null : `até ${shopDateOf(coupon.validUntil).split("-").reverse().join("/")}`,
    coupon.firstOrderOnly ? "só no primeiro pedido" : null,
    coupon.perCustomer === null ? null : `${coupon.perCustomer} por cliente`,
  ]
    .filter(Boolean)
    .join(", ");
}

function DeactivateButton({
  coupon,
  deactivate,
}: {
  coupon: StaffCoupon;
  deactivate: (code: string) => Promise<void>;
}) {
  const [state, setState] = useState<"idle" | "saving" | "failed">("idle");
  if (!coupon.active) return <span>Desativado</span>;
  return (
    <>
      <button
        type="button"
        className={button.secondary}
        disabled={state === "saving"}
        aria-label={`Desativar ${coupon.code}`}
        onClick={() => {
          setState("saving");
          deactivate(coupon.code).then(
            () => setState("idle"),
            (error: unknown) => {
              console.error("The coupon could not be deactivated:", error);
              setState("failed");
            },
          );
        }}
      >
        {state === "saving" ? "Desativando…" : "Desativar"}
      </button>
      {state === "failed" ? (
        <span role="alert" className={alert.error}>
          Não foi possível desativar.
        </span>
      ) : null}
    </>
  );
}

export function CouponList({
  coupons,
  deactivate,
}: {
  coupons: readonly StaffCoupon[];
  deactivate: (code: string) => Promise<void>;
}) {
  if (coupons.length === 0) return <p className={styles.hint}>Nenhum cupom criado ainda.</p>;
  return (
    <table className={styles.table} aria-label="Cupons criados">
      <thead>
        <tr>
          <th scope="col">Código</th>
          <th scope="col">Desconto</th>
          <th scope="col">Condições</th>
          <th scope="col">Usos</th>
          <th scope="col">Situação</th>
        </tr>
      </thead>
      <tbody>
        {[...coupons]
          .sort((a, b) => a.code.localeCompare(b.code))
          .map((coupon) => (
            <tr key={coupon.code}>
              <th scope="row">{coupon.code}</th>
              <td>{discountText(coupon)}</td>
              <td>{termsText(coupon)}</td>
              <td>{coupon.totalLimit === null ? coupon.uses : `${coupon.uses} de ${coupon.totalLimit}`}</td>
              <td>
                <DeactivateButton coupon={coupon} deactivate={deactivate} />
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
