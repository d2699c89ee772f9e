import { useEffect, useState } from "react";

import { FormField } from "~/components/FormField";
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  type CouponFormErrors,
  DEFAULT_PER_CUSTOMER,
  parseCouponForm,
  type StaffCoupon,
} from "~/lib/coupons";
import { inboxClientModule } from "~/lib/firestore";
import * as form from "~/styles/form.css";
import { alert, button } from "~/styles/shared.css";

import { CouponList } from "./CouponList";
import * as styles from "./ShopSettingsPanel.css";

type StaffCoupons = Awaited<ReturnType<typeof import("~/lib/firestore/client").openInbox>>["staffCoupons"];

async function staffCoupons(): Promise<StaffCoupons> {
  const { openInbox } = await inboxClientModule();
  return (await openInbox()).staffCoupons;
}

type Listed = { status: "loading" } | { status: "ready"; coupons: StaffCoupon[] } | { status: "failed" };

function useCoupons(): Listed {
  const [listed, setListed] = useState<Listed>({ status: "loading" });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const failed = (error: unknown) => {
      console.error("The coupons cannot be shown:", error);
      if (!cancelled) setListed({ status: "failed" });
    };
    staffCoupons().then((coupons) => {
      if (cancelled) return;
      stop = coupons.watchCoupons((list) => setListed({ status: "ready", coupons: list }), failed);
    }, failed);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return listed;
}

type Outcome = { kind: "idle" } | { kind: "saving" } | { kind: "done" | "failed"; message: string };

function NewCouponForm() {
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const [kind, setKind] = useState<"percent" | "fixed">("percent");
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  return (
    <form
      className={styles.block}
      aria-labelledby="novo-cupom-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const target = event.currentTarget;
        const parsed = parseCouponForm(new FormData(target), Date.now());
        setErrors(parsed.ok ? {} : parsed.errors);
        if (!parsed.ok) return;
        setOutcome({ kind: "saving" });
        staffCoupons()
          .then((coupons) => coupons.createCoupon(parsed.coupon))
          .then(
            (created) => {
              if (created === "created") target.reset();
              setOutcome(
                created === "created"
                  ? { kind: "done", message: `Cupom ${parsed.coupon.code} criado.` }
                  : { kind: "failed", message: `Já existe um cupom ${parsed.coupon.code}.` },
              );
            },
            (error: unknown) => {
              console.error("The coupon could not be created:", error);
              setOutcome({ kind: "failed", message: "Não foi possível criar o cupom. Verifique a conexão." });
            },
          );
      }}
    >
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
      <button type="submit" className={button.secondary} disabled={outcome.kind === "saving"}>
        {outcome.kind === "saving" ? "Criando cupom…" : "Criar cupom"}
      </button>
      {outcome.kind === "done" ? <p role="status">{outcome.message}</p> : null}
      {outcome.kind === "failed" ? (
        <p role="alert" className={alert.error}>
          {outcome.message}
        </p>
      ) : null}
    </form>
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
      {listed.status === "ready" ? (
        <CouponList
          coupons={listed.coupons}
          deactivate={async (code) => (await staffCoupons()).deactivateCoupon(code)}
        />
      ) : null}
    </section>
  );
}
