import { useState } from "react";

import { FormAlert } from "~/components/FormAlert";
import { formatMoneyInput } from "~/lib/catalogue";
import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import { type DeliveryArea, MAX_DELIVERY_AREAS } from "~/lib/shop";
import { parseAreasForm, type SettingsSaved } from "~/lib/staff";
import { button } from "~/styles/shared.css";

import { ChangedByOther, FieldError, Saved, type SectionProps } from "./SettingsFeedback";
import * as styles from "./ShopSettingsPanel.css";

const blankArea: DeliveryArea = {
  city: "",
  bairro: "",
  fee: 0,
  minMinutes: 30,
  maxMinutes: 45,
  minOrder: null,
  freeDeliveryFrom: null,
};

const amountInput = (amount: number | null) => (amount === null ? "" : formatMoneyInput(amount));

export function DeliveryAreasForm({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher<SettingsSaved>("shop-areas");
  const [rows, setRows] = useState<(DeliveryArea & { key: number })[]>(() =>
    settings.deliveryAreas.map((area, key) => ({ ...area, key })),
  );
  const [nextKey, setNextKey] = useState(settings.deliveryAreas.length);
  const errors = fieldErrorsOf(fetcher.data);
  const columns = [
    { field: "cidade", label: "Cidade", value: (area: DeliveryArea) => area.city },
    { field: "bairro", label: "Bairro (opcional)", value: (area: DeliveryArea) => area.bairro },
    { field: "taxa", label: "Taxa (R$)", value: (area: DeliveryArea) => formatMoneyInput(area.fee) },
    { field: "min", label: "Mínimo (min)", value: (area: DeliveryArea) => String(area.minMinutes) },
    { field: "max", label: "Máximo (min)", value: (area: DeliveryArea) => String(area.maxMinutes) },
    { field: "pedido-minimo", label: "Pedido mínimo (R$)", value: (area: DeliveryArea) => amountInput(area.minOrder) },
    {
      field: "gratis-acima",
      label: "Entrega grátis acima de (R$)",
      value: (area: DeliveryArea) => amountInput(area.freeDeliveryFrom),
    },
  ] as const;
  return (
    <fetcher.Form
      method="post"
      className={styles.block}
      onSubmit={(event) => {
        const areas = parseAreasForm(new FormData(event.currentTarget));
        if (areas.ok) saving({ section: "deliveryAreas", deliveryAreas: areas.value });
      }}
    >
      <input type="hidden" name="intent" value="shop-areas" />
      <input type="hidden" name="visto" value={JSON.stringify(settings.deliveryAreas)} />
      <ChangedByOther section="deliveryAreas" changed={changed} />
      <input type="hidden" name="areas" value={rows.length} />
      <fieldset className={styles.areas}>
        <legend className={styles.blockTitle}>Entrega</legend>
        {rows.map((area, index) => (
          <fieldset key={area.key} className={styles.area}>
            <legend className={styles.areaTitle}>Área {index + 1}</legend>
            {columns.map((column) => {
              const name = `${column.field}-${index}`;
              return (
                <label key={column.field} className={styles.areaField}>
                  <span>{column.label}</span>
                  <input
                    name={name}
                    aria-label={`${column.label} da área ${index + 1}`}
                    defaultValue={column.value(area)}
                    inputMode={column.field === "cidade" || column.field === "bairro" ? undefined : "decimal"}
                    className={styles.areaInput}
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={errors[name] ? `${name}-erro` : undefined}
                  />
                  <FieldError id={`${name}-erro`} message={errors[name]} />
                </label>
              );
            })}
            <button
              type="button"
              className={`${button.ghost} ${styles.areaRemove}`}
              onClick={() => setRows((current) => current.filter((row) => row.key !== area.key))}
            >
              Remover área {index + 1}
            </button>
          </fieldset>
        ))}
      </fieldset>
      <p className={styles.hint}>
        Pedido mínimo e entrega grátis são de cada área (vazio: nenhum). A retirada na loja não tem pedido mínimo.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={button.ghost}
          disabled={rows.length >= MAX_DELIVERY_AREAS}
          onClick={() => {
            setRows((current) => [...current, { ...blankArea, key: nextKey }]);
            setNextKey((key) => key + 1);
          }}
        >
          Adicionar área
        </button>
        <button type="submit" className={button.secondary}>
          Salvar entrega
        </button>
      </div>
      <FormAlert message={errors.areas} />
      <Saved fetcher={fetcher} error={error} />
    </fetcher.Form>
  );
}
