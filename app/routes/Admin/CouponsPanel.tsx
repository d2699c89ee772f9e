import { useEffect, useRef, useState } from "react";

import { FormAlert } from "~/components/FormAlert";
import { FormField } from "~/components/FormField";
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  type CouponFormErrors,
  DEFAULT_PER_CUSTOMER,
  type StaffCoupon,
} from "~/lib/coupons";
import { useLive } from "~/lib/firestore/lazy";
import { useActionFetcher } from "~/lib/platform";
import { noticeOf, type ShopChangeData, staffCouponsPart } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { alert, button } from "~/styles/shared.css";

import { CouponList } from "./CouponList";
import * as styles from "./ShopSettingsPanel.css";

function useCoupons() {
  return useLive(
    staffCouponsPart,
    "coupons",
    (coupons, _all, onValue: (list: StaffCoupon[]) => void, onError) => coupons.watchCoupons(onValue, onError),
    "The coupons",
  );
}

/** Sent through /Admin's action; the code and the fields are checked again there, and by the rules. */
function NewCouponForm() {
  const { fetcher, error } = useActionFetcher<ShopChangeData>("coupon-create");
  const [kind, setKind] = useState<"percent" | "fixed">("percent");
  const formRef = useRef<HTMLFormElement>(null);
  const saving = fetcher.state !== "idle";
  const done = saving ? null : noticeOf(fetcher.data);
  const errors: CouponFormErrors = (!saving && fetcher.data && !fetcher.data.ok && fetcher.data.fieldErrors) || {};
  useEffect(() => {
    if (done) formRef.current?.reset();
  }, [done]);
  return (
    <fetcher.Form ref={formRef} method="post" className={styles.block} aria-labelledby="novo-cupom-title" noValidate>
      <input type="hidden" name="intent" value="coupon-create" />
      <h3 id="novo-cupom-title" className={styles.blockTitle}>
        Novo cupom
      </h3>
      <FormField label="Código" name="codigo" autoCapitalize="characters" autoComplete="off" error={errors.codigo}>
        <p className={form.hint}>
          De {COUPON_CODE_MIN_LENGTH} a {COUPON_CODE_MAX_LENGTH} letras e números, difícil de adivinhar.
        </p>
      </FormField>
      <div className={form.field}>
        <label className={form.label} htmlFor="cupom-tipo">
          Desconto
        </label>
        <select
          id="cupom-tipo"
          name="tipo"
          className={form.input}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value === "fixed" ? "fixed" : "percent")}
        >
          <option value="percent">Percentual (%)</option>
          <option value="fixed">Valor (R$)</option>
        </select>
      </div>
      <FormField label="Valor" name="valor" inputMode="decimal" error={errors.valor} />
      {kind === "percent" ? (
        <FormField label="Desconto máximo (R$)" name="maximo" inputMode="decimal" error={errors.maximo} />
      ) : null}
      <FormField label="Pedido mínimo (R$)" name="minimo" inputMode="decimal" error={errors.minimo} />
      <FormField label="Válido até" name="validade" type="date" error={errors.validade} />
      <label className={styles.check}>
        <input type="checkbox" name="primeiro" />
        Só no primeiro pedido
      </label>
      <FormField
        label="Limite por cliente"
        name="porCliente"
        inputMode="numeric"
        defaultValue={String(DEFAULT_PER_CUSTOMER)}
        error={errors.porCliente}
      />
      <FormField label="Limite total" name="total" inputMode="numeric" error={errors.total} />
      <button type="submit" className={button.secondary} disabled={saving}>
        {saving ? "Criando cupom…" : "Criar cupom"}
      </button>
      {done ? <p role="status">{done}</p> : null}
      <FormAlert message={error} />
    </fetcher.Form>
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
