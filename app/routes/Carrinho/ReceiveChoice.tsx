import type { CheckoutFieldErrors, ReceiveMode } from "~/lib/checkout";
import { shopAddressText } from "~/lib/orders";
import { pickupDelivery, pickupReadyText } from "~/lib/shop";
import type { TableRef } from "~/lib/tables";
import * as form from "~/styles/form.css";

import * as styles from "./PaymentOptions.css";

interface ReceiveChoiceProps {
  value: ReceiveMode;
  onChange: (mode: ReceiveMode) => void;
  pickupOffered: boolean;
  /** The visit's table, while the shop takes orders at it. */
  table?: TableRef | null;
  errors: CheckoutFieldErrors;
}

/** Uncontrolled radios, as PaymentOptions': a render in the middle of a click must not undo it. */
export function ReceiveChoice({ value, onChange, pickupOffered, table = null, errors }: ReceiveChoiceProps) {
  if (!pickupOffered && !table) return <input type="hidden" name="modo" value="entrega" />;
  const modes: [ReceiveMode, string][] = [
    ...(table ? [["mesa", `Na mesa ${table.number}`] as [ReceiveMode, string]] : []),
    ["entrega", "Entrega"],
    ...(pickupOffered ? [["retirada", "Retirar na loja"] as [ReceiveMode, string]] : []),
  ];
  return (
    <fieldset className={form.fieldset} aria-describedby={errors.modo ? "modo-error" : undefined}>
      <legend className={form.legend}>Como receber</legend>
      {table ? (
        <>
          <input type="hidden" name="mesa" value={table.number} />
          <input type="hidden" name="codigo" value={table.code} />
        </>
      ) : null}
      <div className={`${styles.options} ${form.wide}`}>
        {modes.map(([mode, label]) => (
          <label key={mode} className={styles.option}>
            <input
              type="radio"
              name="modo"
              value={mode}
              className={styles.radio}
              defaultChecked={value === mode}
              onChange={() => onChange(mode)}
            />
            {label}
          </label>
        ))}
      </div>
      {value === "retirada" ? (
        <p className={form.hint} id="pickup-info">
          Retire no balcão: {shopAddressText()}. {pickupReadyText(pickupDelivery)}. Sem taxa de entrega e sem pedido
          mínimo.
        </p>
      ) : null}
      {value === "mesa" && table ? (
        <p className={form.hint}>Servimos na Mesa {table.number}. Sem endereço e sem taxa de entrega.</p>
      ) : null}
      {errors.modo ? (
        <p id="modo-error" className={`${form.fieldError} ${form.wide}`}>
          {errors.modo}
        </p>
      ) : null}
    </fieldset>
  );
}
