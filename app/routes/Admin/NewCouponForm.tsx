import { useEffect, useId, useRef, useState } from "react";

import { FormAlert } from "~/components/FormAlert";
import { FormField } from "~/components/FormField";
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  type CouponFormErrors,
  DEFAULT_PER_CUSTOMER,
  FOR_CUSTOMERS_FIELD,
} from "~/lib/coupons";
import { useActionFetcher } from "~/lib/platform";
import { noticeOf, type ShopChangeData } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { button } from "~/styles/shared.css";

import * as styles from "./ShopSettingsPanel.css";

/** Sent through /Admin's action; the code and the fields are checked again there, and by the rules. */
export function NewCouponForm({
  forCustomers = null,
  title = "Novo cupom",
  onCreated,
}: {
  /** Clientes' "Criar cupom para eles": only these customers may use it. */
  forCustomers?: readonly string[] | null;
  title?: string;
  /** With the notice ("Cupom VOLTEJA criado."), once the server has the coupon. */
  onCreated?: (notice: string) => void;
}) {
  const { fetcher, error } = useActionFetcher<ShopChangeData>("coupon-create");
  const [kind, setKind] = useState<"percent" | "fixed">("percent");
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const saving = fetcher.state !== "idle";
  const done = saving ? null : noticeOf(fetcher.data);
  const errors: CouponFormErrors = (!saving && fetcher.data && !fetcher.data.ok && fetcher.data.fieldErrors) || {};
  useEffect(() => {
    if (!done) return;
    formRef.current?.reset();
    onCreated?.(done);
    // Once per coupon created: a new callback from the parent is not another one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  return (
    <fetcher.Form ref={formRef} method="post" className={styles.block} aria-labelledby={titleId} noValidate>
      <input type="hidden" name="intent" value="coupon-create" />
      {forCustomers ? <input type="hidden" name={FOR_CUSTOMERS_FIELD} value={forCustomers.join(",")} /> : null}
      <h3 id={titleId} className={styles.blockTitle}>
        {title}
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
      {errors.clientes ? (
        <p role="alert" className={form.fieldError}>
          {errors.clientes}
        </p>
      ) : null}
      <FormAlert message={error} />
    </fetcher.Form>
  );
}
