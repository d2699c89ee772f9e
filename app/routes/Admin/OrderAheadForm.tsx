import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import { MAX_LEAD_MINUTES, MAX_PER_SLOT, READY_MINUTES } from "~/lib/shop";
import { parseOrderAheadForm, type SettingsSaved } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { button } from "~/styles/shared.css";

import { ChangedByOther, FieldError, Saved, type SectionProps } from "./SettingsFeedback";
import * as styles from "./ShopSettingsPanel.css";

export function NumberField({
  name,
  label,
  defaultValue,
  max,
  min,
  error,
}: {
  name: string;
  label: string;
  defaultValue: number;
  min: number;
  max: number;
  error: string | undefined;
}) {
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={name}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        className={form.input}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-erro` : undefined}
      />
      <FieldError id={`${name}-erro`} message={error} />
    </div>
  );
}

/** "Pedidos agendados": how far ahead, how many per slot, during a pause, and the usual "Pronto em". */
export function OrderAheadForm({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher<SettingsSaved>("shop-order-ahead");
  const errors = fieldErrorsOf(fetcher.data);
  const { leadMinutes, perSlot, whilePaused, readyMinutes } = settings.orderAhead;
  return (
    <fetcher.Form
      method="post"
      className={styles.block}
      aria-labelledby="pedidos-agendados-title"
      onSubmit={(event) => {
        const parsed = parseOrderAheadForm(new FormData(event.currentTarget));
        if (parsed.ok) saving({ section: "orderAhead", orderAhead: parsed.value });
      }}
    >
      <h3 id="pedidos-agendados-title" className={styles.blockTitle}>
        Pedidos agendados
      </h3>
      <ChangedByOther section="orderAhead" changed={changed} />
      <p className={styles.hint}>
        Clientes agendam para horários de 15 em 15 minutos dentro do horário da loja, até 6 dias à frente.
      </p>
      <input type="hidden" name="intent" value="shop-order-ahead" />
      <NumberField
        name="antecedencia"
        label="Antecedência mínima (min)"
        defaultValue={leadMinutes}
        min={0}
        max={MAX_LEAD_MINUTES}
        error={errors.antecedencia}
      />
      <NumberField
        name="por-horario"
        label="Pedidos por horário"
        defaultValue={perSlot}
        min={1}
        max={MAX_PER_SLOT}
        error={errors["por-horario"]}
      />
      <label className={styles.check}>
        <input type="checkbox" name="agendados-pausada" defaultChecked={whilePaused} />
        Aceitar agendados com a loja pausada
      </label>
      <div className={form.field}>
        <label className={form.label} htmlFor="pronto-em-padrao">
          Pronto em (padrão)
        </label>
        <select id="pronto-em-padrao" name="pronto-em" className={form.input} defaultValue={readyMinutes}>
          {READY_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} min
            </option>
          ))}
        </select>
        <FieldError id="pronto-em-erro" message={errors["pronto-em"]} />
      </div>
      <button type="submit" className={button.secondary}>
        Salvar pedidos agendados
      </button>
      <Saved fetcher={fetcher} error={error} />
    </fetcher.Form>
  );
}
