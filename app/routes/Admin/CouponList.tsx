import { formatBRL } from "~/lib/catalogue";
import { shopDateOf, type StaffCoupon } from "~/lib/coupons";
import { useActionFetcher } from "~/lib/platform";
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

function DeactivateButton({ coupon }: { coupon: StaffCoupon }) {
  const { fetcher, error } = useActionFetcher(`coupon-deactivate-${coupon.code}`);
  if (!coupon.active) return <span>Desativado</span>;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="coupon-deactivate" />
      <input type="hidden" name="code" value={coupon.code} />
      <button
        type="submit"
        className={button.secondary}
        disabled={fetcher.state !== "idle"}
        aria-label={`Desativar ${coupon.code}`}
      >
        {fetcher.state !== "idle" ? "Desativando…" : "Desativar"}
      </button>
      {error ? (
        <span role="alert" className={alert.error}>
          {error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

export function CouponList({ coupons }: { coupons: readonly StaffCoupon[] }) {
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
                <DeactivateButton coupon={coupon} />
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
