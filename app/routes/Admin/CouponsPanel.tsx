import { type StaffCoupon } from "~/lib/coupons";
import { useLive } from "~/lib/firestore/lazy";
import { staffCouponsPart } from "~/lib/staff";
import { alert } from "~/styles/shared.css";

import { CouponList } from "./CouponList";
import { NewCouponForm } from "./NewCouponForm";
import * as styles from "./ShopSettingsPanel.css";

function useCoupons() {
  return useLive(
    staffCouponsPart,
    "coupons",
    (coupons, _all, onValue: (list: StaffCoupon[]) => void, onError) => coupons.watchCoupons(onValue, onError),
    "The coupons",
  );
}

export function CouponsPanel() {
  const listed = useCoupons();
  return (
    <section className={styles.panel} aria-labelledby="cupons-title">
      <h2 id="cupons-title" className={styles.title}>
        Cupons
      </h2>
      <NewCouponForm />
      {listed.status === "loading" ? <p aria-busy="true">Carregando os cupons…</p> : null}
      {listed.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível carregar os cupons. Verifique a conexão e recarregue a página.
        </p>
      ) : null}
      {listed.status === "ready" ? <CouponList coupons={listed.value} /> : null}
    </section>
  );
}
