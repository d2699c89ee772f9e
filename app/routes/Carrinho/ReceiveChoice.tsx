import type { CheckoutFieldErrors, ReceiveMode } from "~/lib/checkout";
import { shopAddressText } from "~/lib/orders";
import { pickupDelivery, pickupReadyText } from "~/lib/shop";
import * as form from "~/styles/form.css";

import * as styles from "./PaymentOptions.css";

interface ReceiveChoiceProps {
  value: ReceiveMode;
  onChange: (mode: ReceiveMode) => void;
  pickupOffered: boolean;
  errors: CheckoutFieldErrors;
}

/** Uncontrolled radios, as PaymentOptions': a render in the middle of a click must not undo it. */
export function ReceiveChoice({ value, onChange, pickupOffered, errors }: ReceiveChoiceProps) {
  if (!pickupOffered) return <input type="hidden" name="modo" value="entrega" />;
  return (
    <fieldset className={form.fieldset} aria-describedby={errors.modo ? "modo-error" : undefined}>
      <legend className={form.legend}>Como receber</legend>
      <div className={`${styles.options} ${form.wide}`}>
        {(
          [
            ["entrega", "Entrega"],
            ["retirada", "Retirar na loja"],
          ] as const
        ).map(([mode, label]) => (
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
      {errors.modo ? (
        <p id="modo-error" className={`${form.fieldError} ${form.wide}`}>
          {errors.modo}
        </p>
      ) : null}
    </fieldset>
  );
}
